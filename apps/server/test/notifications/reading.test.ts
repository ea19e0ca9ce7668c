import {
  DEFAULT_MAIL_MODE,
  listNotifications,
  type NotificationKind,
} from '@portal/contract/endpoints/notifications';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentEvaluations,
  declarationMonths,
  moodFollowUps,
  userOwners,
} from '../../src/db/schema.js';
import type { Notifier } from '../../src/modules/notifications/notify.js';
import {
  createAssignment,
  createDeclarationMonth,
  createMoodCheckin,
  createPost,
  createUser,
  type FactoryUser,
  type SignedInUser,
} from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  eventOf,
  listOf,
  markRead,
  notifierOf,
  preferencesOf,
  putPreferences,
  record,
  unreadOf,
} from './notifications-helpers.js';

/**
 * Issue 26: reading one's notifications (newest first, paged, the unread ones, the headers),
 * whether each is done, marking them read, and the e-mail choices; only one's own, and only
 * about what one may still see (docs/notifications.md, "Reading").
 */

const ctx = useTestApp({ workJobs: false });
let notifier: Notifier;
let consultant: FactoryUser;
let professional: FactoryUser;
let consultantIn: SignedInUser;
let professionalIn: SignedInUser;

beforeAll(async () => {
  const { db } = ctx.database;
  notifier = notifierOf(ctx);
  consultant = await createUser(db, { roles: ['medewerker'], voornaam: 'Femke' });
  professional = await createUser(db, { ownedBy: [consultant.id] });
  consultantIn = await consultant.signIn(ctx.app);
  professionalIn = await professional.signIn(ctx.app);
});

/**
 * A month of `owner`'s (the professional by default), notified to `to` by `actor`; answers the
 * month's id.
 */
async function monthNotice(
  to: FactoryUser,
  kind: NotificationKind,
  options: { year: number; month: number; status: 'sent' | 'rejected' | 'approved' | null },
  actor: FactoryUser | null = null,
  owner: FactoryUser = professional,
) {
  const month = await createDeclarationMonth(ctx.database.db, {
    userId: owner.id,
    year: options.year,
    month: options.month,
    status: options.status,
    ...(options.status === 'rejected' || options.status === 'approved'
      ? { reviewedBy: consultant.id }
      : {}),
  });
  const event = eventOf({
    kind,
    actorId: actor?.id ?? null,
    recipients: [to.id],
    subject: { kind: 'declaration_month', id: month.id },
  });
  await record(ctx, notifier, event);
  return { monthId: month.id, event };
}

describe('the list', () => {
  it('answers one’s own newest first, paged, with the totals and the unread count', async () => {
    const reader = await createUser(ctx.database.db, { roles: ['administrator'] });
    const readerIn = await reader.signIn(ctx.app);
    const texts: string[] = [];
    for (let month = 1; month <= 5; month++) {
      const { event } = await monthNotice(
        reader,
        'declaration_submitted',
        { year: 2025, month, status: 'sent' },
        professional,
      );
      texts.push(event.text);
    }
    const first = await listOf(readerIn, '?per_page=2');
    expect(first.items.map((item) => item.text)).toEqual([texts[4], texts[3]]);
    expect([first.total, first.pages, first.unread]).toEqual([5, 3, 5]);
    expect(first.items[0]).toMatchObject({
      kind: 'declaration_submitted',
      read: false,
      done: false,
      link: expect.stringMatching(/^\/portal\/test\//),
      actor: { id: professional.id, name: expect.stringContaining('Test') },
    });
    expect(Date.parse(first.items[0]!.created)).not.toBeNaN();
    const last = await listOf(readerIn, '?per_page=2&page=3');
    expect(last.items.map((item) => item.text)).toEqual([texts[0]]);
    // Past the last page: an empty list, not an error.
    expect((await listOf(readerIn, '?per_page=2&page=4')).items).toEqual([]);

    const [newest] = first.items;
    const marked = await markRead(readerIn, { ids: [newest!.id] });
    expect(marked.json()).toEqual({ success: true, unread: 4 });
    const unread = await listOf(readerIn, '?unread=1&per_page=50');
    expect(unread.items.map((item) => item.text)).toEqual(texts.slice(0, 4).reverse());
    expect([unread.total, unread.unread]).toEqual([4, 4]);
    expect((await listOf(readerIn)).items[0]).toMatchObject({ id: newest!.id, read: true });

    expect((await markRead(readerIn, { all: true })).json()).toEqual({ success: true, unread: 0 });
    expect((await listOf(readerIn, '?unread=1')).total).toBe(0);
  });

  it('shows nobody else’s, and ignores someone else’s ids when marking read', async () => {
    const { event } = await monthNotice(consultant, 'declaration_submitted', {
      year: 2024,
      month: 1,
      status: 'sent',
    });
    const own = await listOf(consultantIn, '?per_page=50');
    const item = own.items.find((candidate) => candidate.text === event.text)!;
    expect((await listOf(professionalIn, '?per_page=50')).items.map((i) => i.id)).not.toContain(
      item.id,
    );
    const response = await markRead(professionalIn, { ids: [item.id] });
    expect(response.statusCode).toBe(200);
    const after = await listOf(consultantIn, '?per_page=50');
    expect(after.items.find((candidate) => candidate.id === item.id)?.read).toBe(false);
    expect(after.unread).toBe(own.unread);
  });

  describe('what one may no longer see', () => {
    /** A submitted month of a fresh professional of the consultant's, notified to them. */
    async function submittedNotice(month: number) {
      const owner = await createUser(ctx.database.db, { ownedBy: [consultant.id] });
      const notice = await monthNotice(
        consultant,
        'declaration_submitted',
        { year: 2023, month, status: 'sent' },
        owner,
        owner,
      );
      return { owner, monthId: notice.monthId, text: notice.event.text };
    }

    /**
     * The bell's count follows a change as soon as its message on the channel is heard (the
     * count is kept between changes, unread-cache.ts): within moments, not at once.
     */
    const POLL = { timeout: 2_000, interval: 20 };

    /** The count (before any list is read), then the list: neither holds it any more. */
    async function expectGone(text: string, before: { unread: number; total: number }) {
      await expect.poll(() => unreadOf(consultantIn), POLL).toBe(before.unread - 1);
      const after = await listOf(consultantIn, '?per_page=50');
      expect(after.items.map((item) => item.text)).not.toContain(text);
      expect(after.total).toBe(before.total - 1);
      expect(after.unread).toBe(before.unread - 1);
    }

    async function shown(text: string) {
      const list = await listOf(consultantIn, '?per_page=50');
      expect(list.items.map((item) => item.text)).toContain(text);
      await expect.poll(() => unreadOf(consultantIn), POLL).toBe(list.unread);
      return list;
    }

    it('the professional gets another consultant', async () => {
      const notice = await submittedNotice(1);
      const before = await shown(notice.text);
      await ctx.database.db
        .delete(userOwners)
        .where(eq(userOwners.professionalId, notice.owner.id));
      await expectGone(notice.text, before);
    });

    it('the month is deleted', async () => {
      const notice = await submittedNotice(2);
      const before = await shown(notice.text);
      await ctx.database.db
        .delete(declarationMonths)
        .where(eq(declarationMonths.id, notice.monthId));
      await expectGone(notice.text, before);
    });

    it('the consultant loses the role that showed it', async () => {
      const { db } = ctx.database;
      const reviewer = await createUser(db, { roles: ['beheerder'] });
      const reviewerIn = await reviewer.signIn(ctx.app);
      const owner = await createUser(db, {});
      await monthNotice(
        reviewer,
        'declaration_submitted',
        { year: 2023, month: 3, status: 'sent' },
        owner,
        owner,
      );
      await expect.poll(() => unreadOf(reviewerIn), POLL).toBe(1);
      await db.execute(sql`update users set roles = '{medewerker}' where id = ${reviewer.id}`);
      await expect.poll(() => unreadOf(reviewerIn), POLL).toBe(0);
      expect((await listOf(reviewerIn)).total).toBe(0);
    });

    it('the news is taken offline', async () => {
      const { db } = ctx.database;
      const news = await createPost(db, 'nieuws');
      const event = eventOf({
        kind: 'news_published',
        recipients: [consultant.id],
        subject: { kind: 'post', id: news.id },
      });
      await record(ctx, notifier, event);
      const before = await shown(event.text);
      await db.execute(sql`update posts set status = 'draft' where id = ${news.id}`);
      await expectGone(event.text, before);
    });

    it('reading the list changes nothing', async () => {
      const notice = await submittedNotice(4);
      await shown(notice.text);
      const readBefore = await db0ReadCount();
      await listOf(consultantIn, '?per_page=50');
      await listOf(consultantIn, '?unread=1');
      expect(await db0ReadCount()).toBe(readBefore);
    });

    const db0ReadCount = async () => {
      const result = await ctx.database.db.execute<{ count: string }>(
        sql`select count(*) as count from notifications
             where user_id = ${consultant.id} and read_at is not null`,
      );
      return Number(result.rows[0]!.count);
    };
  });

  it('shows a notification as done once its thing is dealt with', async () => {
    const { db } = ctx.database;
    const doneOf = async (user: SignedInUser, text: string) =>
      (await listOf(user, '?per_page=50')).items.find((item) => item.text === text)?.done;

    // A month waiting for review: done when it is reviewed.
    const sent = await monthNotice(
      consultant,
      'declaration_submitted',
      { year: 2024, month: 3, status: 'sent' },
      professional,
    );
    expect(await doneOf(consultantIn, sent.event.text)).toBe(false);
    await db
      .update(declarationMonths)
      .set({ status: 'approved' })
      .where(eq(declarationMonths.id, sent.monthId));
    expect(await doneOf(consultantIn, sent.event.text)).toBe(true);

    // A rejected month: done when it is sent again.
    const rejected = await monthNotice(
      professional,
      'declaration_rejected',
      { year: 2024, month: 4, status: 'rejected' },
      consultant,
    );
    expect(await doneOf(professionalIn, rejected.event.text)).toBe(false);
    await db
      .update(declarationMonths)
      .set({ status: 'sent' })
      .where(eq(declarationMonths.id, rejected.monthId));
    expect(await doneOf(professionalIn, rejected.event.text)).toBe(true);

    // A month closing: done when it is submitted.
    const closing = await monthNotice(professional, 'month_closing', {
      year: 2024,
      month: 5,
      status: null,
    });
    expect(await doneOf(professionalIn, closing.event.text)).toBe(false);
    await db
      .update(declarationMonths)
      .set({ status: 'sent', submittedAt: new Date() })
      .where(eq(declarationMonths.id, closing.monthId));
    expect(await doneOf(professionalIn, closing.event.text)).toBe(true);

    // An evaluation due: done when that quarter's evaluation exists.
    const assignment = await createAssignment(db, { professionalId: professional.id });
    const due = eventOf({
      kind: 'evaluation_due',
      recipients: [professional.id],
      subject: { kind: 'assignment', id: assignment.id },
      data: { quarter: '2026-Q4' },
    });
    await record(ctx, notifier, due);
    expect(await doneOf(professionalIn, due.text)).toBe(false);
    await db
      .insert(assignmentEvaluations)
      .values({ assignmentId: assignment.id, quarter: '2026-Q3', ontwikkeling: 'Vorig kwartaal' });
    expect(await doneOf(professionalIn, due.text)).toBe(false);
    await db
      .insert(assignmentEvaluations)
      .values({ assignmentId: assignment.id, quarter: '2026-Q4', ontwikkeling: 'Goed' });
    expect(await doneOf(professionalIn, due.text)).toBe(true);

    // A worrying mood: done when it was followed up.
    const mood = await createMoodCheckin(db, { userId: professional.id, mood: 3 });
    const worrying = eventOf({
      kind: 'mood_worrying',
      actorId: professional.id,
      recipients: [consultant.id],
      subject: { kind: 'mood_checkin', id: mood.id },
    });
    await record(ctx, notifier, worrying);
    expect(await doneOf(consultantIn, worrying.text)).toBe(false);
    await db
      .insert(moodFollowUps)
      .values({ checkinPostId: mood.id, action: 'gesprek', byUserId: consultant.id });
    expect(await doneOf(consultantIn, worrying.text)).toBe(true);

    // A kind that is never done.
    const approved = await monthNotice(
      professional,
      'declaration_approved',
      { year: 2024, month: 6, status: 'approved' },
      consultant,
    );
    expect(await doneOf(professionalIn, approved.event.text)).toBe(false);
  });

  it('shows an earlier submission of a month as done once it was sent again', async () => {
    const first = await monthNotice(
      consultant,
      'declaration_submitted',
      { year: 2024, month: 7, status: 'sent' },
      professional,
    );
    const again = eventOf({
      kind: 'declaration_submitted',
      actorId: professional.id,
      recipients: [consultant.id],
      subject: { kind: 'declaration_month', id: first.monthId },
    });
    await record(ctx, notifier, again);
    const items = (await listOf(consultantIn, '?per_page=50')).items;
    expect(items.find((item) => item.text === first.event.text)?.done).toBe(true);
    expect(items.find((item) => item.text === again.text)?.done).toBe(false);
  });

  it('refuses a bad query or body with a 400 in the error shape', async () => {
    for (const query of ['?per_page=51', '?unread=2', '?page=0', '?colour=blue']) {
      const response = await professionalIn.call(`${listNotifications.path}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
    for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }]) {
      const response = await markRead(professionalIn, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('e-mail preferences', () => {
  it('answers every kind’s default until one is chosen, and a PUT changes only what it names', async () => {
    const user = await (await createUser(ctx.database.db)).signIn(ctx.app);
    expect((await preferencesOf(user)).json()).toEqual({ kinds: DEFAULT_MAIL_MODE });
    const put = await putPreferences(user, {
      kinds: { news_published: 'digest', declaration_rejected: 'off' },
    });
    expect(put.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_MAIL_MODE,
      news_published: 'digest',
      declaration_rejected: 'off',
    };
    expect(put.json()).toEqual({ kinds: expected });
    await putPreferences(user, { kinds: { news_published: 'direct' } });
    expect((await preferencesOf(user)).json()).toEqual({
      kinds: { ...expected, news_published: 'direct' },
    });
    // Someone else's choices are their own.
    expect((await preferencesOf(professionalIn)).json()).toEqual({ kinds: DEFAULT_MAIL_MODE });
  });

  it('refuses an unknown kind or mode', async () => {
    for (const body of [
      { kinds: { news_published: 'sometimes' } },
      { kinds: { weather: 'direct' } },
      { kinds: [] },
      {},
    ]) {
      const response = await putPreferences(professionalIn, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const rows = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notification_preferences where user_id = ${professional.id}`,
    );
    expect(rows.rows[0]!.n).toBe(0);
  });
});
