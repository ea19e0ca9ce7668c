import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  monthSummary,
  movableClock,
  otherCosts,
  signIn,
  submitMonth,
  submitMonthOk,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

/** Today is 2026-11-21 unless a test moves the clock (it is put back after every test). */
const clock = movableClock();
const { ctx, typeId } = useDeclarationsApp({ now: clock.now });
afterEach(() => clock.reset());

const cents = (euros: number) => Math.round(euros * 100);

const yearSummary = async (session: Session, year: number | string) =>
  call(ctx.app, session, { method: 'GET', url: `${BASE}/summary?year=${year}` });

const submitted = (session: Session, query: string) =>
  call(ctx.app, session, { method: 'GET', url: `${BASE}/submitted?${query}` });

const reviewDetail = async (reviewer: Session, monthId: number) => {
  const response = await call(ctx.app, reviewer, {
    method: 'GET',
    url: `${BASE}/review/${monthId}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`review ${response.statusCode}: ${response.body}`);
  return response.json() as {
    history: Array<{ from: string | null; to: string; by: { id: number; name: string } }>;
  };
};

describe('POST submit', () => {
  it('submits a month: the summary then shows status sent, a submit time and editable false', async () => {
    const daan = await signIn(ctx.app, 'daan');
    await addRowOk(ctx.app, daan, otherCosts(typeId, '2026-11-03', 10));
    expect((await monthSummary(ctx.app, daan, 2026, 11)).editable).toBe(true);

    const response = await submitMonth(ctx.app, daan, 2026, 11);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Declaratie ingediend' });

    const summary = await monthSummary(ctx.app, daan, 2026, 11);
    expect(summary.submitted_declarations).toHaveLength(1);
    expect(summary.submitted_declarations[0]).toMatchObject({
      year: 2026,
      month: 11,
      status: 'sent',
      comments: [],
    });
    expect(Number.isNaN(Date.parse(summary.submitted_declarations[0]!.submitted_on!))).toBe(false);
    expect(summary.editable).toBe(false);
  });

  it('answers 422 already_submitted when the month is submitted twice', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const again = await submitMonth(ctx.app, daan, 2026, 11);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'already_submitted', data: { status: 422 } });
    expect((await monthSummary(ctx.app, daan, 2026, 11)).submitted_declarations[0]?.status).toBe(
      'sent',
    );
  });

  it('answers 422 month_empty for a month without rows, also when its rows were deleted', async () => {
    const emma = await signIn(ctx.app, 'emma');
    const never = await submitMonth(ctx.app, emma, 2026, 11);
    expect(never.statusCode).toBe(422);
    expect(never.json()).toMatchObject({ code: 'month_empty', data: { status: 422 } });

    const row = await addRowOk(ctx.app, emma, otherCosts(typeId, '2026-11-04', 3));
    const deleted = await call(ctx.app, emma, {
      method: 'DELETE',
      url: `${BASE}/delete-declaration-row/${row.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const emptied = await submitMonth(ctx.app, emma, 2026, 11);
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json()).toMatchObject({ code: 'month_empty' });
    expect((await monthSummary(ctx.app, emma, 2026, 11)).submitted_declarations).toEqual([]);
  });

  it('answers 422 month_closed for a closed month, also when it holds rows', async () => {
    const thijs = await signIn(ctx.app, 'thijs');
    const august = await submitMonth(ctx.app, thijs, 2026, 8);
    expect(august.statusCode).toBe(422);
    expect(august.json()).toMatchObject({ code: 'month_closed' });

    clock.set('2026-10-05T10:00:00Z');
    await addRowOk(ctx.app, thijs, otherCosts(typeId, '2026-10-02', 15));
    clock.reset();
    const october = await submitMonth(ctx.app, thijs, 2026, 10);
    expect(october.statusCode).toBe(422);
    expect(october.json()).toMatchObject({ code: 'month_closed' });
    const summary = await monthSummary(ctx.app, thijs, 2026, 10);
    expect(summary.rows).toHaveLength(1);
    expect(summary.submitted_declarations).toEqual([]);
  });

  it('lets exactly one of two simultaneous submits through, and the history holds one sent entry', async () => {
    const julia = await signIn(ctx.app, 'julia');
    const femke = await signIn(ctx.app, 'femke');
    await addRowOk(ctx.app, julia, otherCosts(typeId, '2026-11-06', 20));
    const responses = await Promise.all([
      submitMonth(ctx.app, julia, 2026, 11),
      submitMonth(ctx.app, julia, 2026, 11),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(responses.find((r) => r.statusCode === 422)!.json()).toMatchObject({
      code: 'already_submitted',
    });

    const summary = await monthSummary(ctx.app, julia, 2026, 11);
    expect(summary.submitted_declarations[0]?.status).toBe('sent');
    const detail = await reviewDetail(femke, summary.submitted_declarations[0]!.id);
    expect(detail.history.filter((entry) => entry.to === 'sent')).toHaveLength(1);
    expect(detail.history).toHaveLength(1);
  });

  it.each([
    { name: 'year and month as strings', payload: { year: '2026', month: '11' } },
    { name: 'month 13', payload: { year: 2026, month: 13 } },
    { name: 'a missing month', payload: { year: 2026 } },
    { name: 'an unknown field', payload: { year: 2026, month: 11, force: true } },
  ])('answers 400 rest_invalid_param for $name and submits nothing', async ({ payload }) => {
    const tim = await signIn(ctx.app, 'tim');
    await addRowOk(ctx.app, tim, otherCosts(typeId, '2026-11-07', 1));
    const response = await call(ctx.app, tim, { method: 'POST', url: `${BASE}/submit`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect((await monthSummary(ctx.app, tim, 2026, 11)).submitted_declarations).toEqual([]);
  });
});

describe('GET summary?year&month', () => {
  it('adds up rows at 0, 9 and 21 percent with the VAT inside the amount (21.40 at 9% → 1.77), rows ordered by date', async () => {
    const noor = await signIn(ctx.app, 'noor');
    await addRowOk(ctx.app, noor, otherCosts(typeId, '2026-11-20', 21.4, 'Trein', 9));
    await addRowOk(ctx.app, noor, otherCosts(typeId, '2026-11-05', 12.5, 'Parkeren', 21));
    await addRowOk(ctx.app, noor, otherCosts(typeId, '2026-11-12', 10, 'Fooi', 0));
    const summary = await monthSummary(ctx.app, noor, 2026, 11);

    expect(summary.rows.map((r) => r.date)).toEqual(['2026-11-05', '2026-11-12', '2026-11-20']);
    expect(summary.total_amount).toBe(43.9);
    expect(summary.total_vat_9).toBe(1.77);
    expect(summary.total_vat_21).toBe(2.17);
    expect(summary.total_rows).toBe(39.96);
    expect(
      cents(summary.total_rows) + cents(summary.total_vat_9) + cents(summary.total_vat_21),
    ).toBe(cents(summary.total_amount));
    expect(summary.submitted_declarations).toEqual([]);
    expect(summary.editable).toBe(true);
  });

  it('answers an empty month with zero totals', async () => {
    const sophie = await signIn(ctx.app, 'sophie');
    const summary = await monthSummary(ctx.app, sophie, 2026, 11);
    expect(summary).toMatchObject({
      success: true,
      rows: [],
      total_rows: 0,
      total_vat_9: 0,
      total_vat_21: 0,
      total_amount: 0,
      submitted_declarations: [],
      editable: true,
    });
  });

  it("never shows one user another user's rows", async () => {
    const noor = await signIn(ctx.app, 'noor');
    const fleur = await signIn(ctx.app, 'fleur');
    const fleursRow = await addRowOk(
      ctx.app,
      fleur,
      otherCosts(typeId, '2026-11-05', 99, 'Van Fleur'),
    );
    const noorsRows = (await monthSummary(ctx.app, noor, 2026, 11)).rows;
    expect(noorsRows.length).toBeGreaterThan(0);
    expect(noorsRows.map((r) => r.id)).not.toContain(fleursRow.id);
    expect(noorsRows.map((r) => r.description)).not.toContain('Van Fleur');
    const fleursRows = (await monthSummary(ctx.app, fleur, 2026, 11)).rows;
    expect(fleursRows.map((r) => r.id)).toEqual([fleursRow.id]);
  });

  it.each([
    { name: 'month 13', query: 'year=2026&month=13', param: 'month' },
    { name: "year 'x'", query: 'year=x&month=11', param: 'year' },
    { name: 'a missing year', query: 'month=11', param: 'year' },
    { name: 'an unknown parameter', query: 'year=2026&month=11&user=1', param: 'user' },
  ])('answers 400 rest_invalid_param naming $param for $name', async ({ query, param }) => {
    const noor = await signIn(ctx.app, 'noor');
    const response = await call(ctx.app, noor, { method: 'GET', url: `${BASE}/summary?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { [param]: expect.any(String) } },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}/summary?year=2026&month=11`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET summary?year and GET submitted?year', () => {
  /** Lars: September submitted, October and November in concept (set up in the first test). */
  let lars: Session;

  beforeAll(async () => {
    lars = await signIn(ctx.app, 'lars');
    clock.set('2026-10-05T10:00:00Z');
    await addRowOk(ctx.app, lars, otherCosts(typeId, '2026-09-20', 12.5));
    await addRowOk(ctx.app, lars, otherCosts(typeId, '2026-09-28', 7.5));
    await submitMonthOk(ctx.app, lars, 2026, 9);
    await addRowOk(ctx.app, lars, otherCosts(typeId, '2026-10-01', 3));
    clock.reset();
    await addRowOk(ctx.app, lars, otherCosts(typeId, '2026-11-02', 4.25));
  });

  it('answers 12 months with status, row_count and total_amount each', async () => {
    const response = await yearSummary(lars, 2026);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      success: boolean;
      year: number;
      data: Array<{
        month: number;
        status: string | null;
        row_count: number;
        total_amount: number;
      }>;
    };
    expect(body.success).toBe(true);
    expect(body.year).toBe(2026);
    expect(body.data.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const byMonth = new Map(body.data.map((m) => [m.month, m]));
    expect(byMonth.get(9)).toMatchObject({ status: 'sent', row_count: 2, total_amount: 20 });
    expect(byMonth.get(10)).toMatchObject({ status: null, row_count: 1, total_amount: 3 });
    expect(byMonth.get(11)).toMatchObject({ status: null, row_count: 1, total_amount: 4.25 });
    for (const month of [1, 2, 3, 4, 5, 6, 7, 8, 12]) {
      expect(byMonth.get(month), `month ${month}`).toMatchObject({
        status: null,
        row_count: 0,
        total_amount: 0,
      });
    }
  });

  it("counts only the user's own rows in the year summary", async () => {
    const sophie = await signIn(ctx.app, 'sophie');
    const body = (await yearSummary(sophie, 2026)).json() as {
      data: Array<{ row_count: number; total_amount: number }>;
    };
    expect(body.data.every((m) => m.row_count === 0 && m.total_amount === 0)).toBe(true);
  });

  it('lists in submitted?year only the months that have a status', async () => {
    const response = await submitted(lars, 'year=2026');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      success: boolean;
      posts: Array<{ month: number; status: string }>;
    };
    expect(body.success).toBe(true);
    expect(body.posts.map((p) => [p.month, p.status])).toEqual([[9, 'sent']]);

    const october = (await submitted(lars, 'year=2026&month=10')).json() as { posts: unknown[] };
    expect(october.posts).toEqual([]);
    const otherYear = (await submitted(lars, 'year=2025')).json() as { posts: unknown[] };
    expect(otherYear.posts).toEqual([]);
  });

  it("answers 400 for year 'x' on both endpoints", async () => {
    for (const response of [await yearSummary(lars, 'x'), await submitted(lars, 'year=x')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });
});
