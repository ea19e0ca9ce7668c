import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollExports, users, userOwners } from '../../src/db/schema.js';
import {
  createAssignment,
  createDeclarationMonth,
  createMoodCheckin,
  createPost,
  createUser,
  type FactoryUser,
} from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import { eventOf, notifierOf, record } from './notifications-helpers.js';
import type { NotificationEvent, Notifier } from '../../src/modules/notifications/notify.js';

/**
 * Issue 26: notify() records one notification per event and recipient, in the caller's
 * transaction, never for the actor, a deactivated account or someone who may not see the
 * subject (docs/notifications.md, "Recording" and "Visibility").
 */

// The app does not work the queue: the mail jobs notify() queues stay to be looked at.
const ctx = useTestApp({ workJobs: false });
let notifier: Notifier;
let owner: FactoryUser; // a professional
let consultant: FactoryUser; // a medewerker who owns the owner
let stranger: FactoryUser; // a medewerker who does not
let editorConsultant: FactoryUser; // an editor who owns the owner (reviews nothing)
let administrator: FactoryUser;
let beheerder: FactoryUser;
let gone: FactoryUser; // a deactivated administrator
let other: FactoryUser; // another professional

beforeAll(async () => {
  const { db } = ctx.database;
  notifier = notifierOf(ctx);
  consultant = await createUser(db, { roles: ['medewerker'] });
  stranger = await createUser(db, { roles: ['medewerker'] });
  editorConsultant = await createUser(db, { roles: ['editor'] });
  administrator = await createUser(db, { roles: ['administrator'] });
  beheerder = await createUser(db, { roles: ['beheerder'] });
  gone = await createUser(db, { roles: ['administrator'] });
  await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, gone.id));
  owner = await createUser(db, { ownedBy: [consultant.id, editorConsultant.id] });
  other = await createUser(db);
});

const everybody = () =>
  [owner, consultant, stranger, editorConsultant, administrator, beheerder, gone, other].map(
    (user) => user.id,
  );

async function recipientsOf(eventKey: string): Promise<number[]> {
  const result = await ctx.database.db.execute<{ user_id: number }>(
    sql`select user_id from notifications where event_key = ${eventKey} order by user_id`,
  );
  return result.rows.map((row) => row.user_id);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function jobsFor(eventKey: string): Promise<number> {
  const result = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job
         where name = 'notification-mail' and data ->> 'eventKey' = ${eventKey}`,
  );
  return result.rows[0]!.n;
}

/** An event about a new month of the owner's (2026, `month`, with `status`). */
async function ownerMonthEvent(
  month: number,
  status: 'sent' | 'approved' | 'rejected',
  event: Pick<NotificationEvent, 'kind' | 'actorId' | 'recipients'>,
) {
  const row = await createDeclarationMonth(ctx.database.db, {
    userId: owner.id,
    year: 2026,
    month,
    status,
    ...(status === 'sent' ? {} : { reviewedBy: consultant.id }),
  });
  return eventOf({ ...event, subject: { kind: 'declaration_month', id: row.id } });
}

describe('notify', () => {
  it('tells the month’s viewers among the recipients, never the actor or a deactivated account', async () => {
    const event = await ownerMonthEvent(9, 'sent', {
      kind: 'declaration_submitted',
      actorId: owner.id,
      recipients: everybody(),
    });
    expect(await record(ctx, notifier, event)).toBe(3);
    // The owner acted; the stranger and the editor review nothing of the owner's; the
    // deactivated administrator and the other professional get nothing either.
    expect(await recipientsOf(event.eventKey)).toEqual(
      sorted([consultant.id, administrator.id, beheerder.id]),
    );
    expect(await jobsFor(event.eventKey)).toBe(1);
  });

  it('makes one notification per recipient however often, and by however many, it is recorded', async () => {
    const event = await ownerMonthEvent(8, 'rejected', {
      kind: 'declaration_rejected',
      actorId: consultant.id,
      recipients: [owner.id],
    });
    // Two instances handling the same event at once, each with its own notifier.
    const made = await Promise.all([
      record(ctx, notifier, event),
      record(ctx, notifierOf(ctx), event),
    ]);
    expect(made.sort()).toEqual([0, 1]);
    expect(await record(ctx, notifier, event)).toBe(0);
    expect(await recipientsOf(event.eventKey)).toEqual([owner.id]);
    // A repeat that made nothing queues no second mail job.
    expect(await jobsFor(event.eventKey)).toBe(1);
  });

  it('makes nothing when the change it belongs to is rolled back', async () => {
    const event = await ownerMonthEvent(7, 'approved', {
      kind: 'declaration_approved',
      actorId: consultant.id,
      recipients: [owner.id],
    });
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notifier.notify(tx, event);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await recipientsOf(event.eventKey)).toEqual([]);
    expect(await jobsFor(event.eventKey)).toBe(0);
  });

  it('tells everyone active of published news in one insert, and nobody of a draft', async () => {
    const { db } = ctx.database;
    const news = await createPost(db, 'nieuws', { authorId: administrator.id });
    const event = eventOf({
      kind: 'news_published',
      actorId: administrator.id,
      recipients: { everyone: true },
      subject: { kind: 'post', id: news.id },
    });
    const active = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where deactivated_at is null`,
    );
    expect(await record(ctx, notifier, event)).toBe(active.rows[0]!.n - 1);
    const told = await recipientsOf(event.eventKey);
    expect(told).not.toContain(administrator.id);
    expect(told).not.toContain(gone.id);
    expect(told).toContain(other.id);

    const draft = await createPost(db, 'nieuws', { status: 'draft' });
    const early = eventOf({
      kind: 'news_published',
      recipients: { everyone: true },
      subject: { kind: 'post', id: draft.id },
    });
    expect(await record(ctx, notifier, early)).toBe(0);
    expect(await jobsFor(early.eventKey)).toBe(0);
  });

  it('follows the assignment, mood and payroll rules of who may see what', async () => {
    const { db } = ctx.database;
    const assignment = await createAssignment(db, { professionalId: owner.id });
    const mood = await createMoodCheckin(db, { userId: owner.id, mood: 4 });
    const [payroll] = await db
      .insert(payrollExports)
      .values({ createdBy: administrator.id, periodFrom: '2026-09-01', periodTo: '2026-09-01' })
      .returning({ id: payrollExports.id });
    const toAll = async (subject: {
      kind: 'assignment' | 'mood_checkin' | 'payroll_export';
      id: number;
    }) => {
      const event = eventOf({ kind: 'evaluation_saved', recipients: everybody(), subject });
      await record(ctx, notifier, event);
      return recipientsOf(event.eventKey);
    };
    // Assignments: the professional, their consultants who see assignments (not the editor),
    // administrators and beheerders.
    expect(await toAll({ kind: 'assignment', id: assignment.id })).toEqual(
      sorted([owner.id, consultant.id, administrator.id, beheerder.id]),
    );
    // Moods: the author, every consultant who owns them, administrators and beheerders.
    expect(await toAll({ kind: 'mood_checkin', id: mood.id })).toEqual(
      sorted([owner.id, consultant.id, editorConsultant.id, administrator.id, beheerder.id]),
    );
    expect(await toAll({ kind: 'payroll_export', id: payroll!.id })).toEqual(
      sorted([administrator.id, beheerder.id]),
    );
    // A subject that does not exist is seen by nobody.
    expect(await toAll({ kind: 'assignment', id: 999_999 })).toEqual([]);
  });

  it('names who was told of an event, for the event that undoes it', async () => {
    const { db } = ctx.database;
    const event = await ownerMonthEvent(6, 'sent', {
      kind: 'declaration_submitted',
      actorId: owner.id,
      recipients: [consultant.id, beheerder.id],
    });
    const { subject } = event;
    await record(ctx, notifier, event);
    // Even after the consultant no longer owns the professional.
    await db.delete(userOwners).where(eq(userOwners.consultantId, consultant.id));
    const told = await db.transaction((tx) => notifier.notifiedOf(tx, subject, event.eventKey));
    expect(sorted(told)).toEqual(sorted([consultant.id, beheerder.id]));
    await db.insert(userOwners).values({ professionalId: owner.id, consultantId: consultant.id });
  });

  it('answers a kind’s e-mail mode: the user’s choice, else the default', async () => {
    const { db } = ctx.database;
    await db.execute(
      sql`insert into notification_preferences (user_id, kind, mode)
          values (${owner.id}, 'declaration_rejected', 'digest')`,
    );
    const modes = await db.transaction(async (tx) => [
      await notifier.mailMode(tx, owner.id, 'declaration_rejected'),
      await notifier.mailMode(tx, owner.id, 'declaration_approved'),
      await notifier.mailMode(tx, owner.id, 'news_published'),
    ]);
    expect(modes).toEqual(['digest', 'direct', 'off']);
  });
});
