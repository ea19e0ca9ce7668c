import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type pg from 'pg';
import { createPgListener, lostDetails } from '../../db/pg-listener.js';
import { WpHttpError } from '../../http/errors.js';
import { bearerToken } from '../../plugins/authenticate.js';
import { channelMessageSchema, NOTIFICATION_CHANNEL } from './notify.js';
import type { UnreadCountCache } from './unread-cache.js';

/**
 * The live unread count (docs/notifications.md, "Reading"): server-sent events over the raw
 * reply, fed by one LISTEN connection per instance on `portal_notifications`, where notify()
 * and marking read announce whose count changed, on whichever instance.
 */

/** A comment this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 5;
/** All streams of one instance; each holds a socket and a few small objects. */
export const MAX_STREAMS = 5_000;
/** Messages that arrive this close together are answered with one count per user. */
const GATHER_MS = 25;
/** Users whose counts are read in one query. */
const COUNT_BATCH = 500;
/** setTimeout's longest delay; a token valid for longer is ended and renewed at that point. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const LISTENER_NAME = 'portal-notification-listener';

interface Stream {
  userId: number;
  /** Sends the count, or keeps it for when a slow client has taken what was sent before. */
  send(unread: number): void;
  end(): void;
}

const tooMany = () =>
  new WpHttpError(
    429,
    'too_many_streams',
    'Er staan te veel meldingenvensters open. Sluit er een en probeer het opnieuw.',
  );

export function createNotificationStreams(deps: {
  pool: pg.Pool;
  /** The unread counts of these users (an absent user has none). */
  unreadCounts(userIds: number[]): Promise<Map<number, number>>;
  log: FastifyBaseLogger;
  now: () => number;
  heartbeatMs?: number;
  /** The counts kept for the bell's call: told of every change the listener hears. */
  counts?: Pick<UnreadCountCache, 'changed' | 'clear'>;
}) {
  const byUser = new Map<number, Set<Stream>>();
  let open = 0;
  // Whose counts to send at the next flush; `everyone` for news and after a lost connection.
  const changed = new Set<number>();
  let everyone = false;
  let flushTimer: NodeJS.Timeout | undefined;

  async function flush() {
    flushTimer = undefined;
    const users = everyone ? [...byUser.keys()] : [...changed].filter((id) => byUser.has(id));
    everyone = false;
    changed.clear();
    for (let at = 0; at < users.length; at += COUNT_BATCH) {
      const batch = users.slice(at, at + COUNT_BATCH);
      const counts = await deps.unreadCounts(batch);
      for (const userId of batch) {
        for (const stream of byUser.get(userId) ?? []) stream.send(counts.get(userId) ?? 0);
      }
    }
  }

  function later() {
    flushTimer ??= setTimeout(() => {
      flush().catch((error: unknown) =>
        deps.log.warn({ error: String(error) }, 'notification counts not sent to the streams'),
      );
    }, GATHER_MS);
  }

  const listener = createPgListener({
    pool: deps.pool,
    channel: NOTIFICATION_CHANNEL,
    applicationName: LISTENER_NAME,
    onMessage(payload) {
      let message;
      try {
        message = channelMessageSchema.safeParse(JSON.parse(payload ?? ''));
      } catch {
        message = undefined;
      }
      if (!message?.success) {
        deps.log.warn({ payload }, `ignored a malformed message on ${NOTIFICATION_CHANNEL}`);
        return;
      }
      if ('all' in message.data) {
        everyone = true;
        deps.counts?.clear();
      } else {
        deps.counts?.changed(message.data.users);
        for (const id of message.data.users) if (byUser.has(id)) changed.add(id);
      }
      if (everyone || changed.size > 0) later();
    },
    lost(error) {
      deps.log.warn(lostDetails(error), 'notification stream connection lost: reconnecting');
    },
    // Counts may have changed while nobody listened: everyone connected hears theirs again.
    connected() {
      deps.counts?.clear();
      everyone = true;
      later();
    },
  });

  function forget(stream: Stream) {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    open--;
    if (streams.size === 0) byUser.delete(stream.userId);
  }

  return {
    start: () => listener.start(),

    /** Whether the channel is heard (the kept counts are trusted only then). */
    get listening() {
      return listener.listening;
    },

    /** Ends every stream (the app is closing) and stops listening. */
    async close() {
      clearTimeout(flushTimer);
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
      await listener.close();
    },

    /** How many streams this instance holds (tests). */
    get size() {
      return open;
    },

    /**
     * Opens the signed-in user's stream on the raw reply: the count at once, then whenever it
     * changes; a comment every 25 s; the end when the request's access token expires.
     */
    async open(request: FastifyRequest, reply: FastifyReply, userId: number) {
      const streams = byUser.get(userId) ?? new Set<Stream>();
      if (streams.size >= MAX_STREAMS_PER_USER || open >= MAX_STREAMS) throw tooMany();
      // The route's sign-in check verified the token; only its expiry is read here.
      const expires = (decodeJwt(bearerToken(request) ?? '').exp ?? 0) * 1000;
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-content-type-options': 'nosniff',
        // nginx and the like would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      let waiting: number | undefined;
      let ended = false;
      const event = (unread: number) => `event: unread\ndata: {"unread":${unread}}\n\n`;
      const stream: Stream = {
        userId,
        send(unread) {
          if (ended) return;
          // A client that does not read keeps at most this one number here, not a queue.
          if (raw.writableNeedDrain) waiting = unread;
          else raw.write(event(unread));
        },
        end() {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          forget(stream);
          raw.end();
        },
      };
      raw.on('drain', () => {
        if (waiting === undefined || ended) return;
        const unread = waiting;
        waiting = undefined;
        raw.write(event(unread));
      });
      const heartbeat = setInterval(() => {
        if (!ended && !raw.writableNeedDrain) raw.write(': ping\n\n');
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      const expiry = setTimeout(
        () => stream.end(),
        Math.min(Math.max(expires - deps.now(), 0), MAX_TIMER_MS),
      );
      heartbeat.unref();
      expiry.unref();
      raw.on('close', () => stream.end());
      streams.add(stream);
      byUser.set(userId, streams);
      open++;
      // After it is registered: a change from now on is sent again, so none is missed.
      try {
        const counts = await deps.unreadCounts([userId]);
        stream.send(counts.get(userId) ?? 0);
      } catch (error) {
        // Past the headers nothing but the end can tell the client; it reconnects.
        deps.log.warn({ error: String(error) }, 'notification stream not started');
        stream.end();
      }
      return reply;
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
