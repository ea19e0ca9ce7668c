import type {
  NotificationKind,
  NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db/client.js';
import { intArrayParam, intParam, jsonbParam, textParam } from '../../db/sql-params.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { transactionSql } from '../../jobs/transaction-sql.js';
import { mailModeOf } from './preferences.js';

/**
 * Recording a notification (docs/notifications.md, "Recording"): one call in the transaction of
 * the change that causes it, so the notification exists exactly when the change was committed.
 */

/** What a notification is about; `notification_visible` (migration 0028) knows each kind. */
export type NotificationSubjectKind =
  'declaration_month' | 'assignment' | 'mood_checkin' | 'post' | 'payroll_export';

export interface NotificationEvent {
  kind: NotificationKind;
  /** Who caused it (never notified themselves); null for the system (a reminder, a job). */
  actorId: number | null;
  /** The intended recipients; `everyone` is every active user, in one set-based insert. */
  recipients: readonly number[] | { everyone: true };
  subject: { kind: NotificationSubjectKind; id: number };
  /** What the sentence or "done" needs (evaluation_due: `{quarter: '2026-Q3'}`). */
  data?: Record<string, unknown>;
  /** One Dutch sentence: what happened and who did it. */
  text: string;
  /** The portal path of the thing (`/portal/...`). */
  link: string;
  /**
   * Names the event, not the moment it was handled (a month's history row id, an assignment
   * id, a quarter): one notification per recipient and key, however often it is recorded.
   */
  eventKey: string;
}

export interface Notifier {
  /**
   * Records `event` in `tx` for every recipient who is active, is not the actor and may see
   * the subject, and has none with this event key yet. With at least one made, tells the
   * streams (pg_notify, delivered at commit) and queues the direct mails (one job). Answers
   * how many notifications were made.
   */
  notify(tx: Transaction, event: NotificationEvent): Promise<number>;
  /**
   * Who holds a notification of `eventKey` about `subject` (a withdrawn month's submission's
   * recipients), whether or not they may still see it.
   */
  notifiedOf(
    tx: Transaction,
    subject: NotificationEvent['subject'],
    eventKey: string,
  ): Promise<number[]>;
  /**
   * How `kind` reaches `userId` by e-mail. The kinds whose mails their own modules send (the
   * quarterly reminder's evaluation_due, the mood follow-up's mood_worrying) send them only
   * when this is `direct`.
   */
  mailMode(tx: Transaction, userId: number, kind: NotificationKind): Promise<NotificationMailMode>;
}

/** The LISTEN/NOTIFY channel of the streams (stream.ts). */
export const NOTIFICATION_CHANNEL = 'portal_notifications';
/** The direct mails' job queue (mail.ts); its job names the event key. */
export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
export interface NotificationMailJob {
  eventKey: string;
  /** The event's subject: its notifications are found by the subject's index. */
  subject?: NotificationEvent['subject'];
}
/**
 * Kinds whose mails their own modules send (the quarterly reminder, the mood follow-up mail),
 * only when the recipient's mode is `direct`: no notification-mail job for them.
 */
export const MAILED_ELSEWHERE: readonly NotificationKind[] = ['evaluation_due', 'mood_worrying'];
/** Past this many recipients the channel's message says "everyone" (a NOTIFY is < 8000 bytes). */
export const NOTIFY_MAX_IDS = 500;

/** `{"users": [ids]}` or `{"all": true}`: whose unread count changed. */
export const channelMessageSchema = z.union([
  z.object({ users: z.array(z.number().int()) }),
  z.object({ all: z.literal(true) }),
]);
export type ChannelMessage = z.infer<typeof channelMessageSchema>;

const madeSchema = z.object({
  made: z.coerce.number().int(),
  ids: z.array(z.coerce.number().int()).nullable(),
});

/** Tells every instance's streams, at commit, that these users' counts changed. */
export async function announce(tx: Transaction, message: ChannelMessage): Promise<void> {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(message)})`);
}

export function createNotifier(deps: { queue: JobQueue }): Notifier {
  return {
    async notify(tx, event) {
      const everyone = !Array.isArray(event.recipients);
      const listed = everyone ? undefined : [...(event.recipients as readonly number[])];
      if (listed && listed.length === 0) return 0;
      // One statement whatever the number of recipients; the conflict target is the unique
      // (user_id, event_key): a second instance handling the same event makes nothing.
      const result = await tx.execute(sql`
        with made as (
          insert into notifications
                 (user_id, kind, actor_id, subject_kind, subject_id, data, text, link, event_key)
          select u.id, ${textParam(event.kind)}, ${intParam(event.actorId ?? undefined)},
                 ${textParam(event.subject.kind)}, ${intParam(event.subject.id)},
                 ${jsonbParam(event.data ?? {})}, ${textParam(event.text)},
                 ${textParam(event.link)}, ${textParam(event.eventKey)}
            from users u
           where (${everyone}::boolean or u.id = any(${intArrayParam(listed)}))
             and u.deactivated_at is null
             and u.id is distinct from ${intParam(event.actorId ?? undefined)}
             and notification_visible(u.id, ${textParam(event.subject.kind)},
                                      ${intParam(event.subject.id)})
          on conflict (user_id, event_key) do nothing
          returning user_id)
        select count(*) as made,
               case when count(*) <= ${NOTIFY_MAX_IDS} then array_agg(user_id) end as ids
          from made`);
      const { made, ids } = madeSchema.parse(result.rows[0]);
      if (made === 0) return 0;
      await announce(tx, ids ? { users: ids } : { all: true });
      if (MAILED_ELSEWHERE.includes(event.kind)) return made;
      await deps.queue.send<NotificationMailJob>(
        NOTIFICATION_MAIL_QUEUE,
        { eventKey: event.eventKey, subject: event.subject },
        transactionSql(tx),
      );
      return made;
    },

    async notifiedOf(tx, subject, eventKey) {
      // By the subject's index: a handful of rows, of which the key picks the event's.
      const result = await tx.execute(
        sql`select user_id from notifications
             where subject_kind = ${textParam(subject.kind)} and subject_id = ${intParam(subject.id)}
               and event_key = ${textParam(eventKey)}`,
      );
      return result.rows.map((row) => Number((row as { user_id: unknown }).user_id));
    },

    mailMode: mailModeOf,
  };
}
