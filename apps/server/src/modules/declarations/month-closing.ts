import { daysBetween, monthClosesOn, type CalendarDate } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createClusterPass } from '../../jobs/cluster-pass.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Notifier } from '../notifications/notify.js';
import type { MonthClosingRepository } from './month-closing-repository.js';
import { createMonthNotifications } from './month-notifications.js';

/**
 * "Je maand sluit bijna" (issue 26): from 3 days before the window of a month without status
 * closes (SPEC §9: the 10th of the next month, monthClosesOn) until it does, the owner of a
 * month with unsubmitted lines gets one `month_closing` notification. Like the quarterly
 * reminder's, the pass runs once per interval for the cluster (jobs/cluster-pass.ts); the event key (the month) makes it one
 * notification per month however many passes meet it, and a cluster that was down on the
 * first of those days still tells on a later one.
 */

/** Days before the window closes that the owner is told. */
export const MONTH_CLOSING_NOTICE_DAYS = 3;
/** The pass's job queue. */
export const MONTH_CLOSING_QUEUE = 'month-closing-notices';

/** The month before today's: the only one whose window can close within 3 days. */
const previousMonth = (today: CalendarDate) =>
  today.month === 1
    ? { year: today.year - 1, month: 12 }
    : { year: today.year, month: today.month - 1 };

export function createMonthClosing(deps: {
  repo: MonthClosingRepository;
  notifier: Notifier;
  today: () => CalendarDate;
  queue: JobQueue;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  const notes = createMonthNotifications(deps.notifier);

  /** One pass: answers the number of owners told. */
  async function runOnce(): Promise<number> {
    const today = deps.today();
    const { year, month } = previousMonth(today);
    const closesOn = monthClosesOn(year, month);
    const left = daysBetween(today, closesOn);
    if (left < 0 || left > MONTH_CLOSING_NOTICE_DAYS) return 0;
    let told = 0;
    for (const unsubmitted of await deps.repo.unsubmitted(year, month)) {
      await deps.repo.inTransaction(async (tx) => {
        told += await notes.closing(tx, unsubmitted, closesOn);
      });
    }
    if (told > 0) deps.log.info({ year, month, told }, 'month closing notifications made');
    return told;
  }

  return createClusterPass({
    queue: deps.queue,
    name: MONTH_CLOSING_QUEUE,
    run: runOnce,
    what: 'month closing notifications',
    log: deps.log,
    intervalMs: deps.intervalMs,
  });
}
