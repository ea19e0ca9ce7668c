import type { CalendarDate } from '@portal/contract';
import type { Transaction } from '../../db/client.js';
import type { Notifier } from '../notifications/notify.js';
import { nameOf, reviewersOf } from '../notifications/recipients.js';
import { monthTexts } from '../notifications/texts.js';
import type { Withdrawal } from './withdrawal-repository.js';

/** A month as the notifications about it need it. */
export interface NotifiedMonth {
  id: number;
  userId: number;
  year: number;
  month: number;
}

/**
 * The notifications a month's changes cause (docs/notifications.md), each recorded in the
 * change's transaction: submitted → its reviewers; withdrawn → whoever got that submission;
 * approved, rejected, commented, closing with lines unsubmitted → the owner. Event keys name
 * the history row or comment (the month, for closing).
 */
export function createMonthNotifications(notifier: Notifier) {
  const subject = (month: NotifiedMonth) => ({ kind: 'declaration_month' as const, id: month.id });
  const data = (month: NotifiedMonth) => ({ year: month.year, month: month.month });
  const ownLink = (month: NotifiedMonth) => `/portal/declaraties/${month.year}/${month.month}`;
  const submittedKey = (month: NotifiedMonth, historyId: number) =>
    `declaration_submitted:${month.id}:${historyId}`;

  return {
    async submitted(tx: Transaction, month: NotifiedMonth, historyId: number) {
      await notifier.notify(tx, {
        kind: 'declaration_submitted',
        actorId: month.userId,
        recipients: await reviewersOf(tx, month.userId),
        subject: subject(month),
        data: data(month),
        text: monthTexts.submitted(await nameOf(tx, month.userId), month.year, month.month),
        link: `/portal/declaraties/beoordelen/${month.id}`,
        eventKey: submittedKey(month, historyId),
      });
    },

    async withdrawn(tx: Transaction, month: NotifiedMonth, withdrawal: Withdrawal) {
      if (withdrawal.submissionHistoryId === null) return;
      const recipients = await notifier.notifiedOf(
        tx,
        subject(month),
        submittedKey(month, withdrawal.submissionHistoryId),
      );
      await notifier.notify(tx, {
        kind: 'declaration_withdrawn',
        actorId: month.userId,
        recipients,
        subject: subject(month),
        data: data(month),
        text: monthTexts.withdrawn(await nameOf(tx, month.userId), month.year, month.month),
        // The month is no longer in review: the queue is where the reviewer was.
        link: '/portal/declaraties/beoordelen',
        eventKey: `declaration_withdrawn:${month.id}:${withdrawal.historyId}`,
      });
    },

    async reviewed(
      tx: Transaction,
      month: NotifiedMonth,
      review: {
        to: 'approved' | 'rejected';
        reviewerId: number;
        historyId: number;
        reason?: string;
      },
    ) {
      const reviewer = await nameOf(tx, review.reviewerId);
      const rejected = review.to === 'rejected';
      await notifier.notify(tx, {
        kind: rejected ? 'declaration_rejected' : 'declaration_approved',
        actorId: review.reviewerId,
        recipients: [month.userId],
        subject: subject(month),
        data: data(month),
        text: rejected
          ? monthTexts.rejected(reviewer, month.year, month.month, review.reason ?? '')
          : monthTexts.approved(reviewer, month.year, month.month),
        link: ownLink(month),
        eventKey: `declaration_${review.to}:${month.id}:${review.historyId}`,
      });
    },

    async commented(
      tx: Transaction,
      month: NotifiedMonth,
      comment: { id: number; authorId: number; text: string; onLine: boolean },
    ) {
      await notifier.notify(tx, {
        kind: 'declaration_commented',
        actorId: comment.authorId,
        recipients: [month.userId],
        subject: subject(month),
        data: data(month),
        text: monthTexts.commented(
          await nameOf(tx, comment.authorId),
          month.year,
          month.month,
          comment.text,
          comment.onLine,
        ),
        link: ownLink(month),
        eventKey: `declaration_commented:${comment.id}`,
      });
    },

    /** Its window closes on `closesOn` with lines unsubmitted: from the system, once a month. */
    closing(tx: Transaction, month: NotifiedMonth, closesOn: CalendarDate): Promise<number> {
      return notifier.notify(tx, {
        kind: 'month_closing',
        actorId: null,
        recipients: [month.userId],
        subject: subject(month),
        data: data(month),
        text: monthTexts.closing(month.year, month.month, closesOn),
        link: ownLink(month),
        eventKey: `month_closing:${month.id}`,
      });
    },
  };
}

export type MonthNotifications = ReturnType<typeof createMonthNotifications>;
