import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { errorForLog } from '../http/database-errors.js';
import type { SqlExecutor } from './transaction-sql.js';

/**
 * Background work that must survive a restart and run once in a cluster of instances (issue 9
 * point 10, issue 13 point 6): a job queue in PostgreSQL (pg-boss, schema `pgboss`, created
 * by migration 0016 so a fresh database needs no DDL at start). Jobs are sent after the work
 * they follow is committed; any instance's worker takes a job, and a failed job is retried
 * with a growing delay. pg-boss runs its statements through our own pool.
 */

export interface QueueDefinition<T extends object> {
  name: string;
  /** Attempts after the first, and the first retry's delay (doubled each time). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** One job's work; throwing fails the attempt (retried while attempts are left). */
  handle(data: T, attempt: { final: boolean }): Promise<void>;
}

export interface JobQueue {
  /** Registers a queue; before `start`. */
  define<T extends object>(definition: QueueDefinition<T>): void;
  /**
   * Queues a job, in the caller's transaction when `sql` runs in one (transaction-sql.ts): the
   * job exists exactly when the work it follows was committed. Answers its id.
   */
  send<T extends object>(
    name: string,
    data: T,
    sql?: SqlExecutor,
    /** Not before this many seconds from now (the WordPress import paces its invitations). */
    options?: { startAfterSeconds?: number },
  ): Promise<string | null>;
  /**
   * Queues a job unless one was already queued in the same slot of `seconds` (whole seconds, at
   * least 1) by any instance of the cluster: work every instance asks for on its own timer then
   * runs once per slot. With `key`, once per slot and key (a day's digest names its day).
   * Answers the job's id, or null when the slot was taken.
   */
  sendThrottled<T extends object>(
    name: string,
    data: T,
    seconds: number,
    key?: string,
  ): Promise<string | null>;
  /** Lets this instance's worker of a queue look for jobs now (after a commit). */
  wake(name: string): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits (up to `timeoutMs`) for the ones under way. */
  stop(timeoutMs?: number): Promise<void>;
}

/** How often an idle worker looks for jobs another instance queued. */
const POLL_SECONDS = 2;

export function createJobQueue(deps: {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /**
   * Whether this instance's workers take jobs (default true). When not, it still queues them for
   * the instances that do; a test sees what a queued job has not done yet.
   */
  work?: boolean;
}): JobQueue {
  // pg-boss's statements and the handlers under way, which `stop` waits for (see there).
  const underWay = new Set<Promise<unknown>>();
  const track = <T>(promise: Promise<T>): Promise<T> => {
    underWay.add(promise);
    promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  };
  // While set, pg-boss's statements run on this connection instead of the pool (see
  // createQueuesInTurn).
  let only: pg.PoolClient | undefined;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => track((only ?? deps.pool).query(text, values)) },
    schema: 'pgboss',
    // Expired and finished jobs are cleaned up by whichever instance's turn it is.
    supervise: true,
    schedule: false,
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => deps.log.error({ error: errorForLog(error) }, 'job queue error'));
  const definitions = new Map<string, QueueDefinition<object>>();
  const workers = new Map<string, string>();
  let started = false;

  /**
   * pg-boss's create_queue inserts the queue's row and then adds foreign keys to that table, so
   * two instances creating the same queue at once wait on each other and PostgreSQL ends one
   * with "deadlock detected". The instances take turns on a lock of the connection that
   * creates them, which is the only one pg-boss uses meanwhile: a pool of one connection would
   * otherwise wait for itself. A crashed instance's lock ends with its connection.
   */
  async function createQueuesInTurn(names: string[]) {
    const holder = await deps.pool.connect();
    only = holder;
    try {
      await holder.query(`select pg_advisory_lock(hashtext('pgboss create_queue'))`);
      try {
        for (const name of names) await boss.createQueue(name);
      } finally {
        await holder.query(`select pg_advisory_unlock(hashtext('pgboss create_queue'))`);
      }
    } finally {
      only = undefined;
      holder.release();
    }
  }

  function retries(name: string) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`unknown job queue ${name}`);
    return {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
    };
  }

  return {
    define(definition) {
      definitions.set(definition.name, definition as QueueDefinition<object>);
    },

    async send(name, data, sql, options) {
      return boss.send(name, data, {
        ...retries(name),
        ...(sql ? { db: sql } : {}),
        // As a time: pg-boss's insert within a transaction (`db`) reads a number as a date.
        ...(options?.startAfterSeconds
          ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
          : {}),
      });
    },

    async sendThrottled(name, data, seconds, key) {
      const slot = Math.max(1, Math.round(seconds));
      return key === undefined
        ? boss.sendThrottled(name, data, retries(name), slot)
        : boss.sendThrottled(name, data, retries(name), slot, key);
    },

    wake(name) {
      const worker = workers.get(name);
      if (worker && started) boss.notifyWorker(worker);
    },

    async start() {
      await boss.start();
      // A job sent to a queue pg-boss does not know is dropped: every instance creates them.
      await createQueuesInTurn([...definitions.keys()]);
      for (const definition of definitions.values()) {
        if (deps.work === false) continue;
        const worker = await boss.work<object>(
          definition.name,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            try {
              await track(definition.handle(job.data, { final: job.retryCount >= job.retryLimit }));
            } finally {
              // pg-boss waits a polling interval after every fetch unless told otherwise: one
              // job per 2 s, so a burst (a hundred mails, fifty password resets) took minutes.
              // While jobs come, the next is fetched at once; an empty fetch waits as before.
              const id = workers.get(definition.name);
              if (id && started) boss.notifyWorker(id);
            }
          },
        );
        workers.set(definition.name, worker);
      }
      started = true;
    },

    async stop(timeoutMs = 5000) {
      if (!started) return;
      started = false;
      const deadline = Date.now() + timeoutMs;
      // The pool is ours and closes after the app: pg-boss must not end it.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: false, wait: true });
      // A worker that was still fetching when pg-boss stopped runs the job it fetched and records
      // the outcome after that (without awaiting it): wait until no statement or handler is under
      // way, a turn of the event loop apart, so none of them finds the pool closed.
      while (underWay.size > 0 && Date.now() < deadline) {
        const left = Math.max(deadline - Date.now(), 0);
        await Promise.race([
          Promise.allSettled([...underWay]),
          sleep(left, undefined, { ref: false }),
        ]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
