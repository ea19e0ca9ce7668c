import {
  NOTIFICATION_KINDS,
  unsubscribeNotifications,
  type NotificationKind,
} from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Notifier } from '../../src/modules/notifications/notify.js';
import { createAssignment, createUser, type FactoryUser } from '../factories/index.js';
import { movableClock } from '../declarations/declarations-helpers.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { until } from '../helpers/until.js';
import { useSmtpSink } from '../mail/use-smtp-sink.js';
import { eventOf, notifierOf, record } from './notifications-helpers.js';

/**
 * Issue 26 item 4: notification mails go out through the job queue once per cluster, in Dutch,
 * as HTML and plain text, with a link to the thing and one that turns the kind off (also as
 * List-Unsubscribe headers): at once for `direct`, in one mail a day at 07:00 Amsterdam time
 * for `digest`, not at all for `off`. Two instances work the queues; the clock is the test's.
 */

const sink = useSmtpSink();
// Monday 23 November 2026, 06:00 in Amsterdam: before the day's digest.
const clock = movableClock(new Date('2026-11-23T05:00:00Z'));
const pair = useTwoInstances({
  config: sink.config,
  now: clock.now,
  dailyCheckIntervalMs: 50,
  second: { dailyCheckIntervalMs: 50, mailRetryDelaySeconds: 1 },
});
const ctx = pair.ctx;
const PUBLIC = 'http://localhost:3000';
let notifier: Notifier;

beforeAll(() => {
  notifier = notifierOf(ctx);
});

const mailsTo = (user: FactoryUser) => sink.smtp.received.filter((m) => m.to.includes(user.email));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function choose(user: FactoryUser, kinds: Partial<Record<NotificationKind, string>>) {
  for (const [kind, mode] of Object.entries(kinds)) {
    await ctx.database.db.execute(
      sql`insert into notification_preferences (user_id, kind, mode)
          values (${user.id}, ${kind}, ${mode})`,
    );
  }
}

/** A notification of `kind` about a new assignment of `user`'s; answers the event. */
async function notifyOf(user: FactoryUser, kind: NotificationKind, text?: string) {
  const assignment = await createAssignment(ctx.database.db, { professionalId: user.id });
  const event = eventOf({
    kind,
    recipients: [user.id],
    subject: { kind: 'assignment', id: assignment.id },
    link: `/portal/opdrachten/${assignment.id}`,
    ...(text ? { text } : {}),
    data: { quarter: '2026-Q4' },
  });
  await record(ctx, notifier, event);
  return event;
}

/** Whether each notification of the event was claimed by a mail. */
const mailed = async (eventKey: string) =>
  (
    await ctx.database.db.execute<{ mailed: boolean }>(
      sql`select mailed_at is not null as mailed from notifications where event_key = ${eventKey}`,
    )
  ).rows.map((row) => row.mailed);

describe('direct mails', () => {
  it('mails each recipient once, in Dutch text and HTML, with the links and unsubscribe headers', async () => {
    const user = await createUser(ctx.database.db, { voornaam: 'Sanne' });
    const event = await notifyOf(
      user,
      'assignment_created',
      'Femke heeft een opdracht voor je gemaakt: <Planner> & co',
    );
    await until(async () => mailsTo(user).length > 0, 'the mail');
    const [mail] = mailsTo(user);
    expect(mail!.subject).toBe(`${NOTIFICATION_KINDS.assignment_created} – Intranet`);
    expect(mail!.body).toContain('Beste Sanne,');
    expect(mail!.body).toContain(event.text);
    expect(mail!.body).toContain(`${PUBLIC}${event.link}`);
    expect(mail!.body).toContain('Dit bericht is automatisch verstuurd door Intranet.');
    expect(mail!.body).toMatch(
      new RegExp(`${PUBLIC}/portal/meldingen/uitschrijven\\?u=${user.id}&k=assignment_created&t=`),
    );
    // The HTML escapes the text and links the thing.
    expect(mail!.html).toContain('&lt;Planner&gt; &amp; co');
    expect(mail!.html).toContain(`href="${PUBLIC}${event.link}"`);
    expect(mail!.headers['list-unsubscribe']).toMatch(
      new RegExp(
        `^<${PUBLIC}${unsubscribeNotifications.path}\\?u=${user.id}&k=assignment_created&t=[\\w-]+>$`,
      ),
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await mailed(event.eventKey)).toEqual([true]);
    // Both instances work the queue: still one mail.
    await pause(2_500);
    expect(mailsTo(user)).toHaveLength(1);
  });

  it('mails nobody whose mode is off or digest, and never the kinds their own modules mail', async () => {
    const off = await createUser(ctx.database.db);
    const later = await createUser(ctx.database.db);
    const marker = await createUser(ctx.database.db);
    await choose(off, { assignment_created: 'off' });
    await choose(later, { assignment_created: 'digest' });
    const offEvent = await notifyOf(off, 'assignment_created');
    await notifyOf(later, 'assignment_created');
    // The quarterly reminder mails evaluation_due itself: no second mail here.
    const due = await notifyOf(marker, 'evaluation_due');
    await notifyOf(marker, 'assignment_created');
    await until(async () => mailsTo(marker).length > 0, 'the marker’s mail');
    await pause(500);
    expect(mailsTo(off)).toEqual([]);
    expect(mailsTo(later)).toEqual([]);
    expect(mailsTo(marker).map((m) => m.subject)).toEqual([
      `${NOTIFICATION_KINDS.assignment_created} – Intranet`,
    ]);
    expect(await mailed(offEvent.eventKey)).toEqual([false]);
    expect(await mailed(due.eventKey)).toEqual([false]);
  });
});

describe('the unsubscribe link', () => {
  it('turns off its own kind of its own user without signing in, one click', async () => {
    const user = await createUser(ctx.database.db);
    await notifyOf(user, 'assignment_created');
    await until(async () => mailsTo(user).length > 0, 'the mail');
    const target = /^<(.+)>$/.exec(mailsTo(user)[0]!.headers['list-unsubscribe']!)![1]!;
    const url = target.slice(PUBLIC.length);
    const modeOf = async (kind: string) =>
      (
        await ctx.database.db.execute<{ mode: string }>(
          sql`select mode from notification_preferences where user_id = ${user.id} and kind = ${kind}`,
        )
      ).rows[0]?.mode;

    // Signed for another kind, or for another user: refused, nothing changes.
    for (const [name, value] of [
      ['k', 'declaration_rejected'],
      ['u', String(user.id + 1)],
      ['t', 'A'.repeat(43)],
    ] as const) {
      const altered = new URL(target);
      altered.searchParams.set(name, value);
      const response = await pair.other.inject({
        method: 'POST',
        url: `${altered.pathname}${altered.search}`,
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_unsubscribe_link' });
    }
    expect(await modeOf('declaration_rejected')).toBeUndefined();

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const response = await pair.other.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, kind: 'assignment_created' });
    expect(await modeOf('assignment_created')).toBe('off');
    expect(await modeOf('declaration_rejected')).toBeUndefined();
  });
});

describe('the daily digest', () => {
  it('sends one mail per user at 07:00 Amsterdam time, once for the cluster, and clears old read ones', async () => {
    const { db } = ctx.database;
    const user = await createUser(db, { voornaam: 'Daan' });
    await choose(user, { assignment_created: 'digest', evaluation_due: 'digest' });
    const first = await notifyOf(user, 'assignment_created', 'Een opdracht bij De Bouwers');
    const second = await notifyOf(user, 'evaluation_due', 'De evaluatie van Q4 is aan de beurt');
    const read = await notifyOf(user, 'assignment_created', 'Al gelezen');
    await db.execute(
      sql`update notifications set read_at = now() where event_key = ${read.eventKey}`,
    );
    // Rows for the daily removal: read and older than a year (gone), unread and old, read and
    // recent (both kept).
    const old = new Date('2024-06-01T10:00:00Z');
    for (const [key, readAt] of [
      ['cleanup:old-read', old],
      ['cleanup:old-unread', null],
      ['cleanup:recent-read', new Date()],
    ] as const) {
      await db.execute(sql`
        insert into notifications (user_id, kind, subject_kind, subject_id, text, link, event_key,
                                   created_at, read_at, mailed_at)
        values (${user.id}, 'news_published', 'post', 0, 'Oud', '/portal/nieuws', ${key},
                ${key === 'cleanup:recent-read' ? new Date() : old}, ${readAt}, now())`);
    }

    // 06:00: nothing yet.
    await pause(500);
    expect(mailsTo(user)).toEqual([]);

    clock.set('2026-11-23T06:05:00Z'); // 07:05 in Amsterdam
    await until(async () => mailsTo(user).length > 0, 'the digest');
    await pause(2_500);
    expect(mailsTo(user)).toHaveLength(1);
    const [digest] = mailsTo(user);
    expect(digest!.subject).toBe('Dagelijks overzicht van je meldingen – Intranet');
    expect(digest!.body).toContain('Beste Daan,');
    expect(digest!.body).toContain('Je hebt 2 nieuwe meldingen in Intranet.');
    expect(digest!.body).toContain(first.text);
    expect(digest!.body).toContain(second.text);
    expect(digest!.body).toContain(`${PUBLIC}${first.link}`);
    expect(digest!.body).not.toContain('Al gelezen');
    expect(digest!.body).toContain(`k=assignment_created&t=`);
    expect(digest!.body).toContain(`k=evaluation_due&t=`);
    expect(digest!.html).toContain(first.text);
    // Two kinds: no one-click header that could name only one of them.
    expect(digest!.headers['list-unsubscribe']).toBeUndefined();
    expect(await mailed(first.eventKey)).toEqual([true]);

    const kept = await db.execute<{ event_key: string }>(
      sql`select event_key from notifications where event_key like 'cleanup:%' order by event_key`,
    );
    expect(kept.rows.map((row) => row.event_key)).toEqual([
      'cleanup:old-unread',
      'cleanup:recent-read',
    ]);

    // The next morning: only what is new.
    const third = await notifyOf(user, 'assignment_created', 'Nog een opdracht');
    clock.set('2026-11-24T06:05:00Z');
    await until(async () => mailsTo(user).length > 1, 'the next digest');
    await pause(1_000);
    expect(mailsTo(user)).toHaveLength(2);
    const next = mailsTo(user)[1]!;
    expect(next.body).toContain('Je hebt 1 nieuwe melding in Intranet.');
    expect(next.body).toContain(third.text);
    expect(next.body).not.toContain(first.text);
    // One kind: its one-click header.
    expect(next.headers['list-unsubscribe']).toContain('k=assignment_created');
  });
});
