import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from '../http/database-errors.js';
import { createIntervalJob } from './interval-job.js';
import type { JobQueue } from './job-queue.js';

/**
 * A pass the cluster makes once per interval (the quarterly reminder, the month-closing
 * notices): every instance asks the queue for one on its own timer, the queue keeps one per
 * slot of `intervalMs` for the whole cluster, and whichever instance's worker is free runs it.
 * A failed pass is logged and not retried: the next interval's is one. The work itself must
 * still be safe to meet twice (a claimed row, an event key). Start and stop it with the queue.
 */
export function createClusterPass(deps: {
  queue: JobQueue;
  /** The job queue's name. */
  name: string;
  run: () => Promise<unknown>;
  /** What the log calls it ("quarterly assignment reminders"). */
  what: string;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  deps.queue.define<Record<string, never>>({
    name: deps.name,
    retryLimit: 0,
    retryDelaySeconds: 60,
    async handle() {
      try {
        await deps.run();
      } catch (error) {
        deps.log.error({ error: errorForLog(error) }, `${deps.what} failed`);
        throw error;
      }
    },
  });

  return createIntervalJob({
    async run() {
      const job = await deps.queue.sendThrottled(deps.name, {}, deps.intervalMs / 1000);
      if (job) deps.queue.wake(deps.name);
    },
    failed: undefined,
    failure: `${deps.what} not queued`,
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
