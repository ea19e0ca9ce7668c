import pg from 'pg';
import { errorForLog } from '../http/database-errors.js';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export interface PgListener {
  /** Whether the connection listens now (messages sent meanwhile arrive). */
  readonly listening: boolean;
  /** Opens the connection (one try; on failure it keeps trying in the background). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs on a channel, with reconnects: a pooled connection
 * cannot listen (the pool lends it to queries and closes it when idle). Used by the cache
 * invalidation between instances (cache/pg-invalidation-bus.ts) and the notification streams
 * (modules/notifications/stream.ts), each on its own channel.
 *
 * A lost connection is opened again with backoff (100 ms doubling to 5 s). Messages sent while
 * none listened never arrive: `lost` runs when it goes (unless closing) and `connected` each
 * time it listens again, so the user can treat everything as changed.
 */
export function createPgListener(deps: {
  pool: pg.Pool;
  channel: string;
  /** The connection's application_name (how PostgreSQL's pg_stat_activity names it). */
  applicationName: string;
  onMessage(payload: string | undefined): void;
  connected?(): void;
  lost?(error: unknown): void;
}): PgListener {
  let client: pg.Client | undefined;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  function retryLater() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    // A retry alone must not keep a stopping process alive.
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    const attempt = new pg.Client({
      ...deps.pool.options,
      application_name: deps.applicationName,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (client === attempt) {
        client = undefined;
        if (!closed) deps.lost?.(error);
      }
      attempt.end().catch(() => {});
      retryLater();
    };
    attempt.on('error', onLost);
    attempt.on('end', () => onLost());
    attempt.on('notification', (message) => {
      if (message.channel === deps.channel) deps.onMessage(message.payload);
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${deps.channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await attempt.end().catch(() => {});
      return;
    }
    client = attempt;
    retryDelay = RETRY_FIRST_MS;
    deps.connected?.();
  }

  return {
    get listening() {
      return client !== undefined;
    },
    start: connect,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** The log line of a lost listening connection, as both users word it. */
export const lostDetails = (error: unknown) => ({
  error: error ? errorForLog(error) : undefined,
});
