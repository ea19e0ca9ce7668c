import { quarterLabel, quarterOf, type CalendarDate } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createClusterPass } from '../../jobs/cluster-pass.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { ReminderRecipient, ReminderRepository } from './reminder-repository.js';
import type { Notifier } from '../notifications/notify.js';
import { createAssignmentNotifications } from './assignment-notifications.js';

/**
 * The quarterly reminder (issue 11 point 6): in the first days of each quarter every
 * professional with a running assignment gets one e-mail asking for the quarter's evaluation
 * (unless they turned evaluation_due's mail off) and, since issue 26, an `evaluation_due`
 * notification per running assignment, in the transaction that claims the reminder.
 * The pass that finds them is a job of the queue (issue 13 point 6, jobs/cluster-pass.ts): every
 * instance asks for one on its timer, and the queue keeps one per interval for the whole
 * cluster, taken by whichever instance's worker is free. The reminder row claimed in the outbox mail's transaction still
 * makes it one mail per professional per quarter should two passes ever meet, and a cluster
 * that was down on the first day still sends on a later one within the window.
 */

/** Days at the start of a quarter in which reminders go out (later starters are not nagged). */
export const REMINDER_WINDOW_DAYS = 14;
export const REMINDER_INTERVAL_MS = 15 * 60_000;
/** The pass's job queue. */
export const REMINDER_QUEUE = 'quarterly-reminders';

/** Day of the quarter, 1-based (1 January, 1 April, 1 July, 1 October are day 1). */
function dayOfQuarter(date: CalendarDate): number {
  const firstMonth = Math.floor((date.month - 1) / 3) * 3 + 1;
  const start = Date.UTC(date.year, firstMonth - 1, 1);
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - start) / 86_400_000) + 1;
}

export function reminderMail(
  recipient: ReminderRecipient,
  quarter: string,
  input: { productName: string; publicUrl: string },
): MailMessage {
  const list = recipient.assignments.map(
    (assignment) =>
      `- ${assignment.title || 'Opdracht'}: ${input.publicUrl}/portal/opdrachten/${assignment.id}`,
  );
  return {
    to: recipient.email,
    subject: `Vul de evaluatie van het ${quarterLabel(quarter)} in`,
    text: [
      `Beste ${recipient.voornaam || recipient.display_name},`,
      '',
      `Het ${quarterLabel(quarter)} is begonnen. Wil je in het portaal de kwartaalevaluatie van ${
        list.length === 1 ? 'je opdracht' : 'je opdrachten'
      } invullen: je ontwikkeling, je opdracht en je meerwaarde?`,
      '',
      ...list,
      '',
      `Dit bericht is automatisch verstuurd door ${input.productName}.`,
    ].join('\n'),
  };
}

export function createQuarterlyReminder(deps: {
  repo: ReminderRepository;
  mailer: Mailer;
  today: () => CalendarDate;
  log: FastifyBaseLogger;
  queue: JobQueue;
  productName: string;
  publicUrl: string;
  intervalMs?: number;
  /** The quarter's evaluation is due in the portal too, per running assignment. */
  notifier: Notifier;
}) {
  const intervalMs = deps.intervalMs ?? REMINDER_INTERVAL_MS;
  const notes = createAssignmentNotifications(deps.notifier);
  /** One pass: answers the number of professionals this instance reminded by mail. */
  async function runOnce(): Promise<number> {
    const today = deps.today();
    if (dayOfQuarter(today) > REMINDER_WINDOW_DAYS) return 0;
    const quarter = quarterOf(today);
    let sent = 0;
    for (const recipient of await deps.repo.dueFor(quarter)) {
      // The claim, the notifications and the mail commit together; a lost claim does nothing.
      const mailed = await deps.mailer.transaction(async (tx) => {
        if (!(await deps.repo.claim(quarter, recipient.id)(tx)))
          return { result: false, mails: [] };
        for (const { id, title } of recipient.assignments) {
          await notes.evaluationDue(tx, { id, title, professionalId: recipient.id }, quarter);
        }
        // The mail is evaluation_due's direct mail: only to whoever left it on direct.
        const direct =
          (await deps.notifier.mailMode(tx, recipient.id, 'evaluation_due')) === 'direct';
        return { result: direct, mails: direct ? [reminderMail(recipient, quarter, deps)] : [] };
      });
      if (mailed) sent++;
    }
    if (sent > 0) deps.log.info({ quarter, sent }, 'quarterly assignment reminders queued');
    return sent;
  }

  return createClusterPass({
    queue: deps.queue,
    name: REMINDER_QUEUE,
    run: runOnce,
    what: 'quarterly assignment reminders',
    log: deps.log,
    intervalMs,
  });
}
