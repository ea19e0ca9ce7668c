import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { createAssignment } from '../factories/assignments.js';
import { signInAll } from '../content/content-helpers.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { movableClock } from '../mood/mood-helpers.js';

/** 20 December 2026: no quarter starts, so nothing is due. */
const clock = movableClock('2026-12-20T09:00:00Z');
const TICK_MS = 20;
// Two instances on the same database, as behind a load balancer, both ticking fast.
const ctx = useTwoInstances({
  now: clock.now,
  reminderIntervalMs: TICK_MS,
  config: { productName: 'Van Dalen Intranet' },
}).ctx;
const ids: Record<string, number> = {};
/** Daan's Dijken and Sluizen, Emma's Beleid. */
const runningIds: number[] = [];

/** Issue 26: the reminder's evaluation_due notifications, (recipient, assignment, quarter). */
const dueNotifications = async () =>
  (
    await ctx.database.db.execute(
      sql`select user_id, subject_id, data->>'quarter' as quarter from notifications
           where kind = 'evaluation_due' order by data->>'quarter', subject_id`,
    )
  ).rows as Array<{ user_id: number; subject_id: number; quarter: string }>;

const reminders = async () =>
  (
    await ctx.database.db.execute(
      sql`select to_address, subject, body_text from outbox
           where subject like 'Vul de evaluatie%' order by id`,
    )
  ).rows as Array<{ to_address: string; subject: string; body_text: string }>;

/**
 * Both instances ask for a pass every 20 ms; the queue keeps one per slot of a second (its
 * shortest) for the two, so 2.5 s hold at least two passes.
 */
const severalPasses = () => new Promise((resolve) => setTimeout(resolve, 2_500));
const passesQueued = async () =>
  (
    await ctx.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pgboss.job where name = 'quarterly-reminders'`,
    )
  ).rows[0]!.count;

beforeAll(async () => {
  const people = await signInAll(ctx.app, ['daan', 'emma', 'bram', 'julia'] as const);
  for (const person of people) ids[person.key] = person.id;
  const db = ctx.database.db;
  const running = [
    await createAssignment(db, {
      professionalId: ids.daan!,
      status: 'in-progress',
      title: 'Dijken',
    }),
    await createAssignment(db, {
      professionalId: ids.daan!,
      status: 'in-progress',
      title: 'Sluizen',
    }),
    await createAssignment(db, {
      professionalId: ids.emma!,
      status: 'in-progress',
      title: 'Beleid',
    }),
  ];
  runningIds.push(...running.map((assignment) => assignment.id));
  await createAssignment(db, { professionalId: ids.bram!, status: 'not-started' });
  await createAssignment(db, { professionalId: ids.julia!, status: 'completed' });
});

describe('the quarterly reminder', () => {
  it('sends nothing outside the first days of a quarter', async () => {
    await severalPasses();
    expect(await reminders()).toEqual([]);
  });

  it('runs one pass per interval for the cluster, through the job queue', async () => {
    const before = await passesQueued();
    await severalPasses();
    const queued = (await passesQueued()) - before;
    // Asked some 250 times by the two instances in 2.5 s; one job per second at most.
    expect(queued).toBeGreaterThanOrEqual(2);
    expect(queued).toBeLessThanOrEqual(4);
  });

  it('sends one mail per professional with a running assignment, once, across two instances', async () => {
    clock.set('2026-12-31T23:05:00Z'); // 1 January 2027, 00:05 in Amsterdam
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(2), { timeout: 5_000 });
    await severalPasses();
    const mails = await reminders();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(
      [emailOf('daan'), emailOf('emma')].sort(),
    );
    const daans = mails.find((mail) => mail.to_address === emailOf('daan'))!;
    expect(daans.subject).toBe('Vul de evaluatie van het 1e kwartaal 2027 in');
    expect(daans.body_text).toContain('Beste Daan,');
    expect(daans.body_text).toContain('- Dijken: http://localhost:3000/portal/opdrachten/');
    expect(daans.body_text).toContain('- Sluizen: ');
    // In the portal too: one per running assignment, however many passes met it.
    const [dijken, sluizen, beleid] = runningIds;
    expect(await dueNotifications()).toEqual([
      { user_id: ids.daan, subject_id: dijken, quarter: '2027-Q1' },
      { user_id: ids.daan, subject_id: sluizen, quarter: '2027-Q1' },
      { user_id: ids.emma, subject_id: beleid, quarter: '2027-Q1' },
    ]);
  });

  it('does not send again later in the quarter, and sends again in the next one', async () => {
    clock.set('2027-01-10T09:00:00Z');
    await severalPasses();
    expect(await reminders()).toHaveLength(2);
    clock.set('2027-04-01T06:00:00Z');
    await vi.waitFor(async () => expect(await reminders()).toHaveLength(4), { timeout: 5_000 });
    await severalPasses();
    const mails = await reminders();
    expect(mails).toHaveLength(4);
    expect(mails.slice(2).map((mail) => mail.subject)).toEqual([
      'Vul de evaluatie van het 2e kwartaal 2027 in',
      'Vul de evaluatie van het 2e kwartaal 2027 in',
    ]);
  });
});
