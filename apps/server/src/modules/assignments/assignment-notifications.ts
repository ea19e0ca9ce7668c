import type { Transaction } from '../../db/client.js';
import type { NotificationEvent, Notifier } from '../notifications/notify.js';
import { consultantsOf, nameOf } from '../notifications/recipients.js';
import { assignmentTexts } from '../notifications/texts.js';

/** An assignment as the notifications about it need it. */
export interface NotifiedAssignment {
  id: number;
  title: string;
  professionalId: number;
}

/**
 * An event about an assignment, without what every such event shares: its subject, its page
 * and its event key (the kind, the assignment's id and `within`: what names the event within
 * the assignment, a history row or a quarter).
 */
type AssignmentEvent = Omit<NotificationEvent, 'subject' | 'link' | 'eventKey'> & {
  within?: string | number;
};

/**
 * The notifications about assignments (docs/notifications.md), each in the transaction of the
 * change: created → its professional; an evaluation saved → the professional's consultants;
 * the quarterly reminder → the professional, per running assignment.
 */
export function createAssignmentNotifications(notifier: Notifier) {
  const notifyAbout = (
    tx: Transaction,
    assignment: { id: number },
    { within, ...event }: AssignmentEvent,
  ) =>
    notifier.notify(tx, {
      ...event,
      subject: { kind: 'assignment', id: assignment.id },
      link: `/portal/opdrachten/${assignment.id}`,
      eventKey: [event.kind, assignment.id, ...(within === undefined ? [] : [within])].join(':'),
    });

  return {
    async created(tx: Transaction, assignment: NotifiedAssignment, authorId: number) {
      await notifyAbout(tx, assignment, {
        kind: 'assignment_created',
        actorId: authorId,
        recipients: [assignment.professionalId],
        text: assignmentTexts.created(await nameOf(tx, authorId), assignment.title),
      });
    },

    /** One per save that changed the quarter's texts (its history row). */
    async evaluationSaved(
      tx: Transaction,
      assignment: NotifiedAssignment,
      save: { actorId: number; quarter: string; historyId: number },
    ) {
      const professional =
        save.actorId === assignment.professionalId
          ? undefined
          : await nameOf(tx, assignment.professionalId);
      await notifyAbout(tx, assignment, {
        kind: 'evaluation_saved',
        actorId: save.actorId,
        recipients: await consultantsOf(tx, assignment.professionalId),
        data: { quarter: save.quarter },
        text: assignmentTexts.evaluationSaved({
          actor: await nameOf(tx, save.actorId),
          professional,
          quarter: save.quarter,
          title: assignment.title,
        }),
        within: save.historyId,
      });
    },

    /** The quarter's evaluation is due: one per assignment and quarter, from the system. */
    async evaluationDue(tx: Transaction, assignment: NotifiedAssignment, quarter: string) {
      await notifyAbout(tx, assignment, {
        kind: 'evaluation_due',
        actorId: null,
        recipients: [assignment.professionalId],
        data: { quarter },
        text: assignmentTexts.evaluationDue(quarter, assignment.title),
        within: quarter,
      });
    },
  };
}

export type AssignmentNotifications = ReturnType<typeof createAssignmentNotifications>;
