// Rows of the authorization matrix: the notifications (issue 26).
import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  notificationStream,
  putNotificationPreferences,
  unreadNotificationCount,
  unsubscribeNotifications,
  type Notification,
} from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createUnsubscribeLinks } from '../../src/modules/notifications/unsubscribe-links.js';
import { SIGNING_KEY, testConfig } from '../helpers/test-app.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { everyone, get, post, signedIn, type MatrixRow } from './matrix-expect.js';

const TEXT = 'Matrix: je declaraties van september 2026 zijn afgekeurd.';

/** The owner's notification about their September, made once per database; its id. */
const made = new WeakMap<object, Promise<number>>();
function ownerNotification(m: MatrixContext): Promise<number> {
  let known = made.get(m.ctx.database);
  if (!known) {
    known = (async () => {
      const result = await m.ctx.database.db.execute<{ id: string }>(sql`
        insert into notifications (user_id, kind, actor_id, subject_kind, subject_id, text, link,
                                   event_key)
        values (${m.data.people.owner.id}, 'declaration_rejected', ${m.data.people.medewerker.id},
                'declaration_month', ${m.data.months.owner}, ${TEXT},
                '/portal/declaraties/2026/9', 'matrix:owner')
        returning id`);
      return Number(result.rows[0]!.id);
    })();
    made.set(m.ctx.database, known);
  }
  return known;
}

/** Only the owner reads the owner's notification. */
function onlyOwnersOwn(body: unknown, actor: Actor): string | undefined {
  const shows = (body as Notification[]).some((item) => item.text === TEXT);
  if (actor === 'owner' && !shows) return 'misses the owner’s own notification';
  if (actor !== 'owner' && shows) return 'shows the owner’s notification';
  return undefined;
}

/**
 * Opens the stream as `actor` and closes it at once: an open stream never ends by itself, so
 * a 200 is answered as soon as its head is in; a refusal is read whole, as any answer.
 */
async function openStream(m: MatrixContext, actor: Actor): Promise<LightMyRequestResponse> {
  const abort = new AbortController();
  const response = await m.send(actor, {
    ...get(notificationStream.path),
    payloadAsStream: true,
    signal: abort.signal,
  });
  if (response.statusCode === 200) {
    abort.abort();
    return { ...response, body: '', json: () => ({}) } as LightMyRequestResponse;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  return { ...response, body, json: () => JSON.parse(body) as unknown } as LightMyRequestResponse;
}

const links = createUnsubscribeLinks(SIGNING_KEY, testConfig.publicUrl);

export const notificationRows: MatrixRow[] = [
  {
    endpoint: listNotifications,
    what: 'one’s own notifications (the owner’s only to the owner)',
    expect: signedIn(200),
    async send(m, actor) {
      await ownerNotification(m);
      return m.send(actor, get(`${listNotifications.path}?per_page=50`));
    },
    check: onlyOwnersOwn,
  },
  {
    endpoint: unreadNotificationCount,
    what: 'one’s own unread count (the owner’s notification counts for the owner only)',
    expect: signedIn(200),
    async send(m, actor) {
      await ownerNotification(m);
      return m.send(actor, get(unreadNotificationCount.path));
    },
    check(body, actor) {
      const { unread } = body as { unread: number };
      if (actor === 'owner' && unread < 1) return 'misses the owner’s own notification';
      return undefined;
    },
  },
  {
    endpoint: markNotificationsRead,
    what: 'marking read (someone else’s id is ignored, not refused)',
    expect: signedIn(200),
    async send(m, actor) {
      const id = await ownerNotification(m);
      return m.send(actor, post(markNotificationsRead.path, { ids: [id] }));
    },
  },
  {
    endpoint: notificationStream,
    what: 'the live unread count',
    expect: signedIn(200),
    send: openStream,
  },
  {
    endpoint: getNotificationPreferences,
    what: 'one’s own e-mail choices',
    expect: signedIn(200),
    send: (m, actor) => m.send(actor, get(getNotificationPreferences.path)),
  },
  {
    endpoint: putNotificationPreferences,
    what: 'setting one’s own e-mail choices',
    expect: signedIn(200),
    send: (m, actor) =>
      m.send(actor, {
        method: 'PUT',
        url: putNotificationPreferences.path,
        payload: { kinds: { news_published: 'digest' } },
      }),
  },
  {
    endpoint: unsubscribeNotifications,
    what: 'the mail’s signed link, with or without signing in',
    expect: everyone(200),
    send: (m, actor) =>
      m.send(
        actor,
        post(
          `${unsubscribeNotifications.path}?${links.query(m.data.people.owner.id, 'declaration_approved')}`,
        ),
      ),
  },
  {
    endpoint: unsubscribeNotifications,
    what: 'a link signed for another kind',
    expect: everyone(400),
    send: (m, actor) => {
      const query = new URLSearchParams(links.query(m.data.people.owner.id, 'news_published'));
      query.set('k', 'declaration_rejected');
      return m.send(actor, post(`${unsubscribeNotifications.path}?${query.toString()}`));
    },
  },
];
