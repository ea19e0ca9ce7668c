import type { Transaction } from '../../db/client.js';
import type { Notifier } from '../notifications/notify.js';
import { consultantsOf, nameOf } from '../notifications/recipients.js';
import { assignmentTexts } from '../notifications/texts.js';

/** An assignment as the notifications about it need it. */
export interface NotifiedAssignment {
  id: number;
  title: string;
  professionalId: number;
}

const subject = (assignment: { id: number }) => ({
  kind: 'assignment' as const,
  id: assignment.id,
});
const link = (assignment: { id: number }) => `/portal/opdrachten/${assignment.id}`;

/**
 * The notifications about assignments (docs/notifications.md), each in the transaction of the
 * change: created → its professional; an evaluation saved → the professional's consultants;
 * the quarterly reminder → the professional, per running assignment.
 */
export function createAssignmentNotifications(notifier: Notifier) {
  return {
    async created(tx: Transaction, assignment: NotifiedAssignment, authorId: number) {
      await notifier.notify(tx, {
        kind: 'assignment_created',
        actorId: authorId,
        recipients: [assignment.professionalId],
        subject: subject(assignment),
        text: assignmentTexts.created(await nameOf(tx, authorId), assignment.title),
        link: link(assignment),
        eventKey: `assignment_created:${assignment.id}`,
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
      await notifier.notify(tx, {
        kind: 'evaluation_saved',
        actorId: save.actorId,
        recipients: await consultantsOf(tx, assignment.professionalId),
        subject: subject(assignment),
        data: { quarter: save.quarter },
        text: assignmentTexts.evaluationSaved({
          actor: await nameOf(tx, save.actorId),
          professional,
          quarter: save.quarter,
          title: assignment.title,
        }),
        link: link(assignment),
        eventKey: `evaluation_saved:${assignment.id}:${save.historyId}`,
      });
    },

    /** The quarter's evaluation is due: one per assignment and quarter, from the system. */
    async evaluationDue(tx: Transaction, assignment: NotifiedAssignment, quarter: string) {
      await notifier.notify(tx, {
        kind: 'evaluation_due',
        actorId: null,
        recipients: [assignment.professionalId],
        subject: subject(assignment),
        data: { quarter },
        text: assignmentTexts.evaluationDue(quarter, assignment.title),
        link: link(assignment),
        eventKey: `evaluation_due:${assignment.id}:${quarter}`,
      });
    },
  };
}

export type AssignmentNotifications = ReturnType<typeof createAssignmentNotifications>;
