import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, declarationMonthHistory, declarationMonths } from '../../src/db/schema.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  monthSummary,
  otherCosts,
  signIn,
  submitMonthOk,
  typeIds,
  type Session,
} from './declarations-helpers.js';

const ctx = useTestApp({ now: () => FIXED_NOW });
const BULK = `${BASE}/review/approve`;

const people: Record<string, Session> = {};
const p = (key: string) => people[key]!;

const bulk = (session: Session, ids: unknown) =>
  call(ctx.app, session, { method: 'POST', url: BULK, payload: { ids } });

/** Gives `key` a submitted November with one row and returns the month's id. */
async function sentMonth(key: string, typeId: (title: string) => number, amount: number) {
  await addRowOk(ctx.app, p(key), otherCosts(typeId, '2026-11-10', amount, 'Lunch'));
  await submitMonthOk(ctx.app, p(key), 2026, 11);
  const id = (await monthSummary(ctx.app, p(key), 2026, 11)).submitted_declarations[0]?.id;
  if (!id) throw new Error(`${key} has no submitted November`);
  return id;
}

const statusOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ status: declarationMonths.status })
      .from(declarationMonths)
      .where(eq(declarationMonths.id, id))
  )[0]?.status;

let months: Record<'daan' | 'bram' | 'tim' | 'admin', number>;

beforeAll(async () => {
  for (const key of ['admin', 'beheer', 'redactie', 'femke', 'daan', 'bram', 'tim', 'julia']) {
    people[key] = await signIn(ctx.app, key);
  }
  const typeId = await typeIds(ctx.app, p('admin'));
  months = {
    daan: await sentMonth('daan', typeId, 10),
    bram: await sentMonth('bram', typeId, 20),
    tim: await sentMonth('tim', typeId, 30),
    admin: await sentMonth('admin', typeId, 40),
  };
  // Tim's month is rejected first: not sent any more, so bulk approve must skip it.
  const rejected = await call(ctx.app, p('beheer'), {
    method: 'POST',
    url: `${BASE}/review/${months.tim}/reject`,
    payload: { comment: 'Bon ontbreekt.' },
  });
  expect(rejected.statusCode).toBe(200);
});

describe('POST declarations/review/approve (bulk)', () => {
  it.each(['femke', 'daan', 'redactie'])(
    'answers 403 to %s (not beheerder/administrator)',
    async (key) => {
      const response = await bulk(p(key), [months.daan]);
      expect(response.statusCode).toBe(403);
      expect(await statusOf(months.daan)).toBe('sent');
    },
  );

  it('answers 401 without a token and 400 for an empty or wrong list', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: BULK, payload: { ids: [1] } })).statusCode,
    ).toBe(401);
    expect((await bulk(p('admin'), [])).statusCode).toBe(400);
    expect((await bulk(p('admin'), ['x'])).statusCode).toBe(400);
  });

  it('approves the sent months, skips the rejected, own and unknown ones, and records each approval', async () => {
    const response = await bulk(p('admin'), [
      months.daan,
      months.bram,
      months.tim,
      months.admin,
      2_147_483_000,
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      approved: number[];
      skipped: Array<{ id: number; reason: string }>;
    };
    expect(body.approved.sort()).toEqual([months.daan, months.bram].sort());
    expect(body.skipped.map((s) => s.id).sort()).toEqual(
      [months.tim, months.admin, 2_147_483_000].sort(),
    );
    expect(body.skipped.find((s) => s.id === months.tim)?.reason).toMatch(/ingediende/);
    expect(body.skipped.find((s) => s.id === months.admin)?.reason).toMatch(/eigen/);

    expect(await statusOf(months.daan)).toBe('approved');
    expect(await statusOf(months.bram)).toBe('approved');
    expect(await statusOf(months.tim)).toBe('rejected');
    expect(await statusOf(months.admin)).toBe('sent');

    const history = await ctx.database.db
      .select()
      .from(declarationMonthHistory)
      .where(
        and(
          inArray(declarationMonthHistory.monthId, [months.daan, months.bram]),
          eq(declarationMonthHistory.toStatus, 'approved'),
        ),
      );
    expect(history.map((h) => h.actorId)).toEqual([p('admin').id, p('admin').id]);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'declaration_month.approved'));
    expect(audit.map((a) => a.entityId).sort()).toEqual(
      [String(months.daan), String(months.bram)].sort(),
    );
    for (const entry of audit) {
      expect(entry).toMatchObject({
        actorId: p('admin').id,
        entityKind: 'declaration_month',
        before: { status: 'sent' },
        after: { status: 'approved' },
      });
    }
  });

  it('skips an already approved month the second time instead of approving it again', async () => {
    const response = await bulk(p('beheer'), [months.daan]);
    expect(response.json()).toMatchObject({ approved: [], skipped: [{ id: months.daan }] });
  });
});
