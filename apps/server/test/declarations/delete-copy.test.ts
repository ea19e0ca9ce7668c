import { describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  kmRow,
  monthSummary,
  otherCosts,
  signIn,
  submitMonthOk,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

const { ctx, typeId } = useDeclarationsApp();

const remove = (session: Session, id: number | string) =>
  call(ctx.app, session, { method: 'DELETE', url: `${BASE}/delete-declaration-row/${id}` });

const copy = (session: Session, payload: Record<string, unknown>) =>
  call(ctx.app, session, { method: 'POST', url: `${BASE}/copy-to-multiple`, payload });

const novemberRows = async (session: Session) =>
  (await monthSummary(ctx.app, session, 2026, 11)).rows;

describe('DELETE delete-declaration-row/{id}', () => {
  it('deletes an own row ("Declaratie verwijderd") and it is gone from the summary', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const keep = await addRowOk(ctx.app, daan, otherCosts(typeId, '2026-11-02', 5, 'Blijft'));
    const row = await addRowOk(ctx.app, daan, otherCosts(typeId, '2026-11-03', 7, 'Weg'));
    const response = await remove(daan, row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Declaratie verwijderd' });
    const summary = await monthSummary(ctx.app, daan, 2026, 11);
    expect(summary.rows.map((r) => r.id)).toEqual([keep.id]);
    expect(summary.total_amount).toBe(5);
  });

  it("answers 403 for another user's row, which is still there", async () => {
    const daan = await signIn(ctx.app, 'daan');
    const emma = await signIn(ctx.app, 'emma');
    const row = await addRowOk(ctx.app, daan, otherCosts(typeId, '2026-11-04', 9, 'Van Daan'));
    const response = await remove(emma, row.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_forbidden' });
    expect((await novemberRows(daan)).map((r) => r.id)).toContain(row.id);
  });

  it('answers 422 month_closed for a row in a submitted month, which is still there', async () => {
    const thijs = await signIn(ctx.app, 'thijs');
    const row = await addRowOk(ctx.app, thijs, otherCosts(typeId, '2026-11-05', 3));
    await submitMonthOk(ctx.app, thijs, 2026, 11);
    const response = await remove(thijs, row.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'month_closed' });
    expect((await novemberRows(thijs)).map((r) => r.id)).toEqual([row.id]);
  });

  it('answers 404 for an unknown id and 400 for the id "abc"', async () => {
    const daan = await signIn(ctx.app, 'daan');
    expect((await remove(daan, 999_999)).statusCode).toBe(404);
    const bad = await remove(daan, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param' });
  });
});

describe('POST copy-to-multiple', () => {
  it('copies a row to three dates: three new rows with the same amount, type and trip', async () => {
    const julia = await signIn(ctx.app, 'julia');
    const source = await addRowOk(
      ctx.app,
      julia,
      kmRow(typeId, '2026-11-02', 'Rotterdam', 'Dordrecht', 24),
    );
    const response = await copy(julia, {
      declaration_id: source.id,
      dates: ['2026-11-09', '2026-11-16', '2026-11-23'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Declaratie gekopieerd naar 3 datums',
    });
    const rows = await novemberRows(julia);
    expect(rows.map((r) => r.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        amount: source.amount,
        type: source.type,
        kilometers: 24,
        location_start: 'Rotterdam',
        location_end: 'Dordrecht',
        description: source.description,
      });
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  });

  it('copies once per distinct date when a date is sent twice', async () => {
    const sophie = await signIn(ctx.app, 'sophie');
    const source = await addRowOk(
      ctx.app,
      sophie,
      otherCosts(typeId, '2026-11-02', 3, 'Parkeermeter'),
    );
    const response = await copy(sophie, {
      declaration_id: source.id,
      dates: ['2026-11-03', '2026-11-03'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Declaratie gekopieerd');
    expect((await novemberRows(sophie)).map((r) => r.date)).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('answers 422 date_outside_month when one date is outside the month, and adds no row at all', async () => {
    const julia = await signIn(ctx.app, 'julia');
    const source = await addRowOk(ctx.app, julia, otherCosts(typeId, '2026-11-03', 4, 'Koffie'));
    const before = await novemberRows(julia);
    const response = await copy(julia, {
      declaration_id: source.id,
      dates: ['2026-11-10', '2026-12-01'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'date_outside_month', data: { status: 422 } });
    expect(await novemberRows(julia)).toEqual(before);
  });

  it.each([
    { name: "the source's own date", dates: ['2026-11-11', '2026-11-04'] },
    { name: 'a date that already got a copy', dates: ['2026-11-12', '2026-11-05'] },
  ])('answers 422 copy_duplicate for $name, and adds no row at all', async ({ dates }) => {
    const tim = await signIn(ctx.app, 'tim');
    const source = await addRowOk(
      ctx.app,
      tim,
      otherCosts(typeId, '2026-11-04', 6, `Lunch ${dates[0]}`),
    );
    const seeded = await copy(tim, { declaration_id: source.id, dates: ['2026-11-05'] });
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json().message).toBe('Declaratie gekopieerd');
    const before = await novemberRows(tim);
    const response = await copy(tim, { declaration_id: source.id, dates });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'copy_duplicate', data: { status: 422 } });
    expect(await novemberRows(tim)).toEqual(before);
  });

  it("answers 403 for another user's row and adds nothing to either month", async () => {
    const julia = await signIn(ctx.app, 'julia');
    const bram = await signIn(ctx.app, 'bram');
    const source = await addRowOk(ctx.app, julia, otherCosts(typeId, '2026-11-06', 8, 'Van Julia'));
    const juliaBefore = await novemberRows(julia);
    const response = await copy(bram, { declaration_id: source.id, dates: ['2026-11-20'] });
    expect(response.statusCode).toBe(403);
    expect(await novemberRows(julia)).toEqual(juliaBefore);
    expect(await novemberRows(bram)).toEqual([]);
  });

  it('answers 422 month_closed when the source row is in a submitted month', async () => {
    const lars = await signIn(ctx.app, 'lars');
    const source = await addRowOk(ctx.app, lars, otherCosts(typeId, '2026-11-06', 8));
    await submitMonthOk(ctx.app, lars, 2026, 11);
    const response = await copy(lars, { declaration_id: source.id, dates: ['2026-11-07'] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'month_closed' });
    expect(await novemberRows(lars)).toHaveLength(1);
  });

  it.each([
    { name: 'day-month-year dates', dates: ['09-11-2026'] },
    { name: 'a date without leading zeros', dates: ['2026-11-9'] },
    { name: 'an impossible date', dates: ['2026-11-31'] },
    { name: 'no dates at all', dates: [] },
    { name: '32 dates', dates: Array.from({ length: 32 }, () => '2026-11-20') },
  ])('answers 400 rest_invalid_param for $name', async ({ dates }) => {
    const julia = await signIn(ctx.app, 'julia');
    const source = await addRowOk(
      ctx.app,
      julia,
      otherCosts(typeId, '2026-11-13', 2, `Bad ${dates[0]}`),
    );
    const before = await novemberRows(julia);
    const response = await copy(julia, { declaration_id: source.id, dates });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(await novemberRows(julia)).toEqual(before);
  });
});
