import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from '../../http/database-errors.js';
import { createIntervalJob } from '../../jobs/interval-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';

/**
 * The notifications' daily work, once per cluster (docs/notifications.md): at 07:00 Amsterdam
 * time the digest mails, then the removal of old read notifications. Every instance looks on
 * its timer whether it is past 07:00; the queue keeps one job per day (throttled per day slot,
 * keyed by the Amsterdam date) for the whole cluster, which any instance's worker takes. A
 * cluster that was down at 07:00 sends that day's digest when it is back.
 */

export const DAILY_QUEUE = 'notification-daily';
export const DAILY_HOUR = 7;
/** How often each instance looks whether the day's job is due. */
export const DAILY_CHECK_MS = 5 * 60_000;
const DAY_SECONDS = 86_400;

const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Amsterdam date (yyyy-mm-dd) and hour of an instant. */
export function amsterdamDayAndHour(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(amsterdam.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

export function createDailyNotificationWork(deps: {
  queue: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  digest: () => Promise<number>;
  cleanup: (now: Date) => Promise<number>;
  intervalMs?: number;
}) {
  deps.queue.define<{ day: string }>({
    name: DAILY_QUEUE,
    retryLimit: 3,
    retryDelaySeconds: 300,
    async handle({ day }) {
      // Both run; a failed one fails the job, whose retry does only what is left (a mailed
      // notification is claimed, a removed one gone).
      const [mailed, removed] = await Promise.allSettled([deps.digest(), deps.cleanup(deps.now())]);
      for (const outcome of [mailed, removed]) {
        if (outcome.status === 'rejected') {
          deps.log.error({ error: errorForLog(outcome.reason), day }, 'notification daily work');
          throw outcome.reason;
        }
      }
      deps.log.info(
        { day, digests: mailed.status === 'fulfilled' ? mailed.value : 0 },
        'notification digest sent',
      );
    },
  });

  return createIntervalJob({
    async run() {
      const { day, hour } = amsterdamDayAndHour(deps.now());
      if (hour < DAILY_HOUR) return;
      const job = await deps.queue.sendThrottled(DAILY_QUEUE, { day }, DAY_SECONDS, day);
      if (job) deps.queue.wake(DAILY_QUEUE);
    },
    failed: undefined,
    failure: 'notification daily work not queued',
    log: deps.log,
    intervalMs: deps.intervalMs ?? DAILY_CHECK_MS,
  });
}
