import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { createPgListener, lostDetails } from '../db/pg-listener.js';
import { errorForLog } from '../http/database-errors.js';
import type { InvalidationBus } from './invalidation-bus.js';

/** The NOTIFY channel every instance listens on. */
export const INVALIDATION_CHANNEL = 'portal_cache';
/** The application_name of the listening connections: how a publisher counts the instances. */
const LISTENER_NAME = 'portal-cache-listener';

/** Longest a write waits for the other instances to confirm (a hung one must not stop it). */
const ACK_WAIT_MS = 1_000;

/**
 * `c` the cache, `k` its key (null: everything); `i` the sending instance and `n` its number
 * for the message, which every other instance confirms with `{i, ack, n}`. A hand-written
 * message has neither and is not confirmed, e.g.
 * `NOTIFY portal_cache, '{"c":"declaration-types","k":null}'` after editing that table.
 */
const messageSchema = z.union([
  z.object({
    i: z.string().optional(),
    n: z.number().int().optional(),
    c: z.string(),
    k: z.string().nullable(),
  }),
  z.object({ i: z.string(), ack: z.string(), n: z.number().int() }),
]);

export interface PgInvalidationBus extends InvalidationBus {
  /** Opens the listening connection (one try; on failure it keeps trying in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The logger's two levels used here (app.log fits). */
export interface BusLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface Pending {
  confirmations: number;
  /** How many instances must confirm; unknown until the NOTIFY's answer is in. */
  expected?: number;
  done: () => void;
}

const settle = (waiting: Pending) => {
  if (waiting.expected !== undefined && waiting.confirmations >= waiting.expected) waiting.done();
};

/**
 * Cache invalidation between instances over PostgreSQL LISTEN/NOTIFY. Each instance keeps one
 * dedicated connection that listens (a pooled one cannot: the pool lends it to queries and
 * closes it when idle); messages go out through the pool.
 *
 * A write's message is confirmed by every other listening instance after it forgot the key,
 * and `publish` resolves when all have (counted among PostgreSQL's connections by
 * application_name) or after ACK_WAIT_MS: so when a write answers, a request on any instance
 * finds the key gone. NOTIFY alone would not promise that: each instance's connection is told
 * at its own pace.
 *
 * A lost connection is opened again with backoff (100 ms doubling to 5 s); meanwhile
 * `listening` is false (shared caches keep nothing), and every cache is cleared when it is
 * lost and again when it is back, as messages sent in between never arrive.
 */
export function createPgInvalidationBus(pool: pg.Pool, log: BusLog): PgInvalidationBus {
  const instance = randomUUID();
  const subscribers = new Map<string, Set<(key: string | null) => void>>();
  const pending = new Map<number, Pending>();
  let sequence = 0;

  const forgetEverything = () => {
    for (const forgets of subscribers.values()) for (const forget of forgets) forget(null);
  };
  const releasePending = () => {
    for (const waiting of pending.values()) waiting.done();
    pending.clear();
  };

  const notify = (message: object) =>
    pool.query<{ listeners: number }>(
      `select pg_notify($1, $2), (select count(*)::int from pg_stat_activity
         where datname = current_database() and application_name = $3) as listeners`,
      [INVALIDATION_CHANNEL, JSON.stringify(message), LISTENER_NAME],
    );

  function receive(payload: string | undefined) {
    let parsed;
    try {
      parsed = messageSchema.safeParse(JSON.parse(payload ?? ''));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      log.warn({ payload }, `ignored a malformed message on ${INVALIDATION_CHANNEL}`);
      return;
    }
    const message = parsed.data;
    if (message.i === instance) return;
    if ('ack' in message) {
      const waiting = message.ack === instance ? pending.get(message.n) : undefined;
      if (waiting) {
        waiting.confirmations++;
        settle(waiting);
      }
      return;
    }
    for (const forget of subscribers.get(message.c) ?? []) forget(message.k);
    if (message.i && message.n !== undefined) {
      notify({ i: instance, ack: message.i, n: message.n }).catch((error: unknown) =>
        log.warn({ error: errorForLog(error) }, 'cache invalidation not confirmed'),
      );
    }
  }

  const listener = createPgListener({
    pool,
    channel: INVALIDATION_CHANNEL,
    applicationName: LISTENER_NAME,
    onMessage: receive,
    lost(error) {
      forgetEverything();
      releasePending();
      log.warn(
        lostDetails(error),
        'cache invalidation connection lost: caches are bypassed until it is back',
      );
    },
    // Whatever was kept before may have changed while no connection listened.
    connected: forgetEverything,
  });

  return {
    get listening() {
      return listener.listening;
    },

    subscribe(cache, forget) {
      const forgets = subscribers.get(cache) ?? new Set();
      forgets.add(forget);
      subscribers.set(cache, forgets);
    },

    async publish(cache, key) {
      const n = ++sequence;
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<void>((resolve) => {
        pending.set(n, { confirmations: 0, done: resolve });
        timer = setTimeout(resolve, ACK_WAIT_MS);
      });
      try {
        const { rows } = await notify({ i: instance, n, c: cache, k: key });
        const waiting = pending.get(n);
        if (waiting) {
          // Our own listener is one of them when it listens; confirmations may be in already.
          waiting.expected = (rows[0]?.listeners ?? 0) - (listener.listening ? 1 : 0);
          settle(waiting);
        }
        await confirmed;
      } catch (error) {
        // The write is done; the other instances forget the key when its time-to-live ends.
        log.error({ error: errorForLog(error), cache }, 'cache invalidation not sent');
      } finally {
        clearTimeout(timer);
        pending.delete(n);
      }
    },

    start: () => listener.start(),

    async close() {
      releasePending();
      await listener.close();
    },
  };
}
