import { DEFAULT_MAIL_MODE, notificationKinds } from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { intParam, jsonbParam, textParam } from '../../db/sql-params.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import {
  digestMail,
  directMail,
  type MailedNotification,
  type MailRecipient,
  type MailSettings,
} from './mail-texts.js';
import { MAILED_ELSEWHERE, NOTIFICATION_MAIL_QUEUE, type NotificationMailJob } from './notify.js';

/**
 * The notification mails (docs/notifications.md, "E-mail"). A notification is claimed for a
 * mail by setting its `mailed_at` in the transaction that writes the mail to the outbox: two
 * workers (two instances, a retried job, a digest meeting a direct mail) never mail one twice.
 */

const claimedRow = z.object({
  id: z.coerce.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  name: z.string(),
  kind: z.enum(notificationKinds),
  text: z.string(),
  link: z.string(),
});
type ClaimedRow = z.output<typeof claimedRow>;

const recipientOf = (row: ClaimedRow): MailRecipient => ({
  id: row.user_id,
  email: row.email,
  name: row.name,
});
const notificationOf = (row: ClaimedRow): MailedNotification => ({
  kind: row.kind,
  text: row.text,
  link: row.link,
});

/** A user's mode of the row's kind: their choice, else the kind's default. */
const MODE = sql`coalesce((select p.mode from notification_preferences p
                            where p.user_id = n.user_id and p.kind = n.kind),
                          ${jsonbParam(DEFAULT_MAIL_MODE)} ->> n.kind)`;

async function claimed(tx: Transaction, query: ReturnType<typeof sql>): Promise<ClaimedRow[]> {
  return (await tx.execute(query)).rows.map((row) => claimedRow.parse(row));
}

export function createNotificationMail(deps: {
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  settings: MailSettings;
  /** The first retry's delay (default 30 s). */
  retryDelaySeconds?: number;
}) {
  const { mailer, settings } = deps;

  /** The direct mails of one event: one per recipient whose mode for its kind is `direct`. */
  async function direct(job: NotificationMailJob): Promise<number> {
    if (!job.subject) return 0;
    return mailer.transaction(async (tx) => {
      const rows = await claimed(
        tx,
        sql`update notifications n set mailed_at = now()
              from users u
             where n.subject_kind = ${textParam(job.subject!.kind)}
               and n.subject_id = ${intParam(job.subject!.id)}
               and n.event_key = ${textParam(job.eventKey)}
               and n.mailed_at is null
               and not (n.kind = any(${sql.param([...MAILED_ELSEWHERE])}::text[]))
               and u.id = n.user_id and u.deactivated_at is null
               and ${MODE} = 'direct'
         returning n.user_id, u.email, coalesce(nullif(u.voornaam, ''), u.display_name) as name,
                   n.kind, n.text, n.link, n.id`,
      );
      const mails: MailMessage[] = rows.map((row) =>
        directMail(recipientOf(row), notificationOf(row), settings),
      );
      return { result: mails.length, mails };
    });
  }

  deps.queue.define<NotificationMailJob>({
    name: NOTIFICATION_MAIL_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: deps.retryDelaySeconds ?? 30,
    handle: async (job) => {
      await direct(job);
    },
  });

  /**
   * The daily overview for one user: every unread, unmailed notification of their `digest`
   * kinds that they may still see, claimed in the mail's transaction. Answers whether a mail
   * was written.
   */
  async function digestOf(userId: number): Promise<boolean> {
    return mailer.transaction(async (tx) => {
      const rows = await claimed(
        tx,
        sql`update notifications n set mailed_at = now()
              from users u
             where n.user_id = ${intParam(userId)} and n.read_at is null and n.mailed_at is null
               and u.id = n.user_id and u.deactivated_at is null
               and ${MODE} = 'digest'
               and notification_visible(n.user_id, n.subject_kind, n.subject_id)
         returning n.user_id, u.email, coalesce(nullif(u.voornaam, ''), u.display_name) as name,
                   n.kind, n.text, n.link, n.id`,
      );
      if (rows.length === 0) return { result: false, mails: [] };
      // Oldest first within each kind, as they happened.
      const ordered = [...rows].sort((a, b) => a.id - b.id);
      return {
        result: true,
        mails: [digestMail(recipientOf(ordered[0]!), ordered.map(notificationOf), settings)],
      };
    });
  }

  return {
    direct,

    /** The digest for everyone who chose it for some kind. Answers how many mails it wrote. */
    async digest(): Promise<number> {
      const users = await deps.db.execute(
        sql`select distinct user_id from notification_preferences where mode = 'digest'`,
      );
      let sent = 0;
      for (const row of users.rows) {
        if (await digestOf(Number((row as { user_id: unknown }).user_id))) sent++;
      }
      return sent;
    },
  };
}

export type NotificationMail = ReturnType<typeof createNotificationMail>;
