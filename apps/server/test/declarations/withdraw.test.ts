import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, declarationMonthHistory } from '../../src/db/schema.js';
import { createDeclarationRow, createUser, type SignedInUser } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { BASE, movableClock } from './declarations-helpers.js';

/** Issue 25 item 6: the owner withdraws a submitted month no reviewer has opened yet. */
const clock = movableClock();
const ctx = useTestApp({ now: clock.now });

const NOVEMBER = { year: 2026, month: 11 };
let owner: SignedInUser;
let reviewer: SignedInUser;

beforeEach(async () => {
  clock.reset();
  const consultant = await createUser(ctx.database.db, { roles: ['medewerker'] });
  const professional = await createUser(ctx.database.db, { ownedBy: [consultant.id] });
  await createDeclarationRow(ctx.database.db, {
    userId: professional.id,
    date: '2026-11-05',
    amount: 12.5,
  });
  owner = await professional.signIn(ctx.app);
  reviewer = await consultant.signIn(ctx.app);
});

const post = (user: SignedInUser, what: 'submit' | 'withdraw', body: object = NOVEMBER) =>
  user.call({ method: 'POST', url: `${BASE}/${what}`, payload: body });

async function summary(user: SignedInUser) {
  const response = await user.call(`${BASE}/summary?year=2026&month=11`);
  return response.json() as {
    editable: boolean;
    withdrawable: boolean;
    submitted_declarations: Array<{ id: number; status: string }>;
  };
}

async function submitted() {
  expect((await post(owner, 'submit')).statusCode).toBe(200);
  const month = await summary(owner);
  expect(month.withdrawable).toBe(true);
  return month.submitted_declarations[0]!.id;
}

describe('withdrawing a submitted month', () => {
  it('takes an unopened month back to concept, in its history and the audit log', async () => {
    const monthId = await submitted();

    const response = await post(owner, 'withdraw');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Declaratie ingetrokken' });

    const month = await summary(owner);
    expect(month.submitted_declarations).toEqual([]);
    expect(month.editable).toBe(true);
    expect(month.withdrawable).toBe(false);

    const history = await ctx.database.db
      .select()
      .from(declarationMonthHistory)
      .where(eq(declarationMonthHistory.monthId, monthId));
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actorId])).toEqual([
      [null, 'sent', owner.id],
      ['sent', 'withdrawn', owner.id],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityKind, 'declaration_month'), eq(auditLog.entityId, String(monthId))),
      );
    expect(audit.map((entry) => entry.action)).toContain('declaration_month.withdrawn');
    const withdrawn = audit.find((entry) => entry.action === 'declaration_month.withdrawn')!;
    expect(withdrawn.before).toEqual({ status: 'sent' });
    expect(withdrawn.after).toEqual({ status: null });

    // Out of the reviewer's queue, and the month can be sent again.
    const queue = await reviewer.call(`${BASE}/review`);
    expect((queue.json() as { months: Array<{ id: number }> }).months).toEqual([]);
    expect((await post(owner, 'submit')).statusCode).toBe(200);
  });

  it('refuses once a reviewer opened the month in the review screen (409, Dutch)', async () => {
    const monthId = await submitted();
    expect((await reviewer.call(`${BASE}/review/${monthId}`)).statusCode).toBe(200);

    // The owner's screen (kept for 3 s) knows at once.
    expect((await summary(owner)).withdrawable).toBe(false);
    const response = await post(owner, 'withdraw');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'review_started',
      message: 'Een beoordelaar heeft deze maand al geopend. Intrekken kan niet meer.',
      data: { status: 409 },
    });
    expect((await summary(owner)).submitted_declarations[0]?.status).toBe('sent');
  });

  it('refuses once a reviewer commented on the month', async () => {
    const monthId = await submitted();
    const comment = await reviewer.call({
      method: 'POST',
      url: `${BASE}/review/${monthId}/comments`,
      payload: { comment: 'Ik kijk ernaar.' },
    });
    expect(comment.statusCode).toBe(200);
    expect((await post(owner, 'withdraw')).statusCode).toBe(409);
  });

  it('counts an opening only for the submission it saw: a resubmitted month is unopened', async () => {
    const monthId = await submitted();
    await reviewer.call(`${BASE}/review/${monthId}`);
    const rejected = await reviewer.call({
      method: 'POST',
      url: `${BASE}/review/${monthId}/reject`,
      payload: { comment: 'Bon ontbreekt.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await post(owner, 'submit')).statusCode).toBe(200);
    expect((await summary(owner)).withdrawable).toBe(true);
    expect((await post(owner, 'withdraw')).statusCode).toBe(200);
  });

  it('refuses a month that is not submitted, or approved (422)', async () => {
    const open = await post(owner, 'withdraw');
    expect(open.statusCode).toBe(422);
    expect(open.json()).toMatchObject({ code: 'not_submitted' });

    const monthId = await submitted();
    await reviewer.call({ method: 'POST', url: `${BASE}/review/${monthId}/approve` });
    const approved = await post(owner, 'withdraw');
    expect(approved.statusCode).toBe(422);
    expect(approved.json()).toMatchObject({ code: 'already_approved' });
  });

  it('refuses when the month would be closed without its status (422 month_closed)', async () => {
    await submitted();
    clock.set('2026-12-11T10:00:00Z');
    expect((await summary(owner)).withdrawable).toBe(false);
    const response = await post(owner, 'withdraw');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'month_closed',
      message: 'November 2026 is gesloten en kan niet meer worden ingetrokken.',
    });
  });

  it('withdraws only the caller’s own month; bad input is a 400', async () => {
    await submitted();
    const stranger = await (await createUser(ctx.database.db, {})).signIn(ctx.app);
    expect((await post(stranger, 'withdraw')).statusCode).toBe(422);
    expect((await summary(owner)).submitted_declarations[0]?.status).toBe('sent');
    expect((await post(owner, 'withdraw', { year: 'x', month: 11 })).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/withdraw`,
      payload: NOVEMBER,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts a month sent before the upgrade as opened: nobody knows whether a reviewer has it', async () => {
    await submitted();
    // As a database from before migration 0023 holds it: sent, nothing known about opening.
    await ctx.database.db.execute(sql`update declaration_months set review_opened_at = null`);
    const migration = fileURLToPath(
      new URL('../../drizzle/0025_mood_mail_once_review_opened_backfill.sql', import.meta.url),
    );
    for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) {
      if (/^\s*(--.*\n\s*)*update/i.test(statement)) {
        await ctx.database.db.execute(sql.raw(statement));
      }
    }
    // (The running app's kept summary predates the change; a real upgrade starts with none.)
    expect((await post(owner, 'withdraw')).statusCode).toBe(409);
  });
});
