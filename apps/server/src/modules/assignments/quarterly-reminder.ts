import { quarterLabel, quarterOf, type CalendarDate } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../jobs/interval-job.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import type { ReminderRecipient, ReminderRepository } from './reminder-repository.js';

/**
 * The quarterly reminder (issue 11 point 6): in the first days of each quarter every
 * professional with a running assignment gets one e-mail asking for the quarter's evaluation.
 * Every instance runs the job; the reminder row claimed in the outbox mail's transaction makes
 * it one mail per professional per quarter however many instances run it, and an instance
 * that was down on the first day still sends on a later one within the window.
 */

/** Days at the start of a quarter in which reminders go out (later starters are not nagged). */
export const REMINDER_WINDOW_DAYS = 14;
export const REMINDER_INTERVAL_MS = 15 * 60_000;

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
  productName: string;
  publicUrl: string;
  intervalMs?: number;
}) {
  /** One pass: answers the number of mails this instance queued. */
  async function runOnce(): Promise<number> {
    const today = deps.today();
    if (dayOfQuarter(today) > REMINDER_WINDOW_DAYS) return 0;
    const quarter = quarterOf(today);
    let sent = 0;
    for (const recipient of await deps.repo.dueFor(quarter)) {
      const mail = reminderMail(recipient, quarter, deps);
      if (await deps.mailer.sendOnce(mail, deps.repo.claim(quarter, recipient.id))) sent++;
    }
    if (sent > 0) deps.log.info({ quarter, sent }, 'quarterly assignment reminders queued');
    return sent;
  }

  return createIntervalJob({
    run: runOnce,
    failed: 0,
    failure: 'quarterly assignment reminders failed',
    log: deps.log,
    intervalMs: deps.intervalMs ?? REMINDER_INTERVAL_MS,
  });
}
