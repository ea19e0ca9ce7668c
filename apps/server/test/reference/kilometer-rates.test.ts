import { kilometerRateSchema } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addRowOk,
  kmRow,
  movableClock,
  signIn,
  typeIds,
  TYPE,
  TYPES_URL,
  call,
} from '../declarations/declarations-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import { auditOf, RATES, send } from './reference-helpers.js';

/**
 * Issue 13 point 2: kilometre rates with a valid-from date. Next year's rate can be entered now;
 * each line is priced with the rate of its own date (also across the turn of the year); a rate
 * is changed or removed only while no line with kilometres falls in its period.
 */

const clock = movableClock();
const ctx = useTestApp({ now: clock.now });
afterEach(() => clock.reset());

async function rates() {
  const beheer = await signIn(ctx.app, 'beheer');
  const response = await send(ctx.app, beheer, 'GET', RATES);
  expect(response.statusCode).toBe(200);
  return kilometerRateSchema.array().parse(response.json());
}

const kmUnit = async () => {
  const daan = await signIn(ctx.app, 'daan');
  const types = (await call(ctx.app, daan, { method: 'GET', url: TYPES_URL })).json() as Array<{
    title: { rendered: string };
    unit: number | null;
  }>;
  return types.find((type) => type.title.rendered === TYPE.km)?.unit;
};

describe('kilometre rates in Beheer', () => {
  it('lists the seeded rate with its period and usage', async () => {
    const [first] = await rates();
    expect(first).toMatchObject({ valid_from: '2024-01-01', cents_per_km: 23, valid_until: null });
  });

  it('takes next year’s rate now and prices each line with the rate of its date across the year boundary', async () => {
    const admin = await signIn(ctx.app, 'admin');
    expect(await kmUnit()).toBe(0.23);
    const created = await send(ctx.app, admin, 'POST', RATES, {
      valid_from: '2027-01-01',
      cents_per_km: 25,
    });
    expect(created.statusCode).toBe(201);
    const rate = kilometerRateSchema.parse(created.json());
    expect(rate).toMatchObject({
      valid_from: '2027-01-01',
      valid_until: null,
      usage: { total: 0 },
    });
    expect((await rates()).find((r) => r.valid_from === '2024-01-01')?.valid_until).toBe(
      '2026-12-31',
    );
    expect((await auditOf(ctx.database.db, 'kilometer-rate', rate.id))[0]).toMatchObject({
      actorId: admin.id,
      action: 'kilometer-rate.create',
      after: { validFrom: '2027-01-01', centsPerKm: 25 },
    });
    // Still this year's rate today; the new one from 1 January on.
    expect(await kmUnit()).toBe(0.23);

    clock.set('2027-01-03T10:00:00Z');
    expect(await kmUnit()).toBe(0.25);
    const emma = await signIn(ctx.app, 'emma');
    const typeId = await typeIds(ctx.app, emma);
    const december = await addRowOk(
      ctx.app,
      emma,
      kmRow(typeId, '2026-12-31', 'Utrecht', 'Zwolle', 100),
    );
    const january = await addRowOk(
      ctx.app,
      emma,
      kmRow(typeId, '2027-01-01', 'Zwolle', 'Utrecht', 100),
    );
    expect(december.amount).toBe(23);
    expect(january.amount).toBe(25);

    // Both periods now price a line: neither rate changes or goes any more.
    for (const [id, label] of [
      [rate.id, 'next year'],
      [(await rates())[0]!.id, 'this year'],
    ] as const) {
      const edit = await send(ctx.app, admin, 'PATCH', `${RATES}/${id}`, { cents_per_km: 30 });
      expect(edit.statusCode, label).toBe(409);
      expect(edit.json()).toMatchObject({ code: 'reference_in_use' });
      const remove = await send(ctx.app, admin, 'DELETE', `${RATES}/${id}`);
      expect(remove.statusCode, label).toBe(409);
    }
    expect((await rates()).find((r) => r.id === rate.id)).toMatchObject({
      cents_per_km: 25,
      usage: { total: 1, summary: '1 declaratieregel' },
    });
  });

  it('edits and removes a rate while no line uses it; refuses a second rate on the same day', async () => {
    const beheer = await signIn(ctx.app, 'beheer');
    const created = kilometerRateSchema.parse(
      (
        await send(ctx.app, beheer, 'POST', RATES, { valid_from: '2030-01-01', cents_per_km: 26 })
      ).json(),
    );
    const same = await send(ctx.app, beheer, 'POST', RATES, {
      valid_from: '2030-01-01',
      cents_per_km: 27,
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'kilometer_rate_exists' });

    const edited = await send(ctx.app, beheer, 'PATCH', `${RATES}/${created.id}`, {
      valid_from: '2030-02-01',
      cents_per_km: 28,
    });
    expect(edited.statusCode).toBe(200);
    expect(kilometerRateSchema.parse(edited.json())).toMatchObject({
      valid_from: '2030-02-01',
      cents_per_km: 28,
    });
    const removed = await send(ctx.app, beheer, 'DELETE', `${RATES}/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await rates()).map((r) => r.id)).not.toContain(created.id);
    expect(
      (await auditOf(ctx.database.db, 'kilometer-rate', created.id)).map((a) => a.action),
    ).toEqual(['kilometer-rate.delete', 'kilometer-rate.update', 'kilometer-rate.create']);
  });

  it('refuses a new rate that would take over a period with priced lines', async () => {
    const emma = await signIn(ctx.app, 'emma');
    const typeId = await typeIds(ctx.app, emma);
    await addRowOk(ctx.app, emma, kmRow(typeId, '2026-11-10', 'Utrecht', 'Ede', 50));
    const admin = await signIn(ctx.app, 'admin');
    const refused = await send(ctx.app, admin, 'POST', RATES, {
      valid_from: '2026-11-01',
      cents_per_km: 30,
    });
    expect(refused.statusCode).toBe(409);
    expect((await rates()).map((r) => r.valid_from)).not.toContain('2026-11-01');
  });

  it('refuses a date that is no date and a rate out of range, in Dutch', async () => {
    const admin = await signIn(ctx.app, 'admin');
    const badDate = await send(ctx.app, admin, 'POST', RATES, {
      valid_from: '2027-02-30',
      cents_per_km: 25,
    });
    expect(badDate.statusCode).toBe(400);
    const tooHigh = await send(ctx.app, admin, 'POST', RATES, {
      valid_from: '2031-01-01',
      cents_per_km: 5000,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toContain('hoogstens');
  });
});
