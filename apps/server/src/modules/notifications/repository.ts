import {
  DEFAULT_MAIL_MODE,
  notificationKinds,
  type NotificationKind,
  type NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intArrayParam, intParam, textArrayParam } from '../../db/sql-params.js';
import { announce } from './notify.js';

/**
 * Reading a user's notifications, marking them read, and their e-mail choices
 * (docs/notifications.md, "Reading" and "E-mail").
 */

/**
 * Whether the thing a notification is about is dealt with, per kind (docs/notifications.md,
 * "Who gets what"). A later notification of the same kind about the same month stands for a
 * later submission or rejection: the earlier one is then done, whatever the month's status.
 */
const DONE = sql`case n.kind
  when 'declaration_submitted' then
    coalesce((select m.status is null or m.status not in ('sent', 'nieuw')
                from declaration_months m where m.id = n.subject_id), true)
    or exists (select 1 from notifications later
                where later.subject_kind = n.subject_kind and later.subject_id = n.subject_id
                  and later.user_id = n.user_id and later.kind = n.kind and later.id > n.id)
  when 'declaration_rejected' then
    coalesce((select m.status is distinct from 'rejected'
                from declaration_months m where m.id = n.subject_id), true)
    or exists (select 1 from notifications later
                where later.subject_kind = n.subject_kind and later.subject_id = n.subject_id
                  and later.user_id = n.user_id and later.kind = n.kind and later.id > n.id)
  when 'month_closing' then
    coalesce((select m.status in ('sent', 'nieuw', 'approved')
                from declaration_months m where m.id = n.subject_id), false)
  when 'evaluation_due' then
    exists (select 1 from assignment_evaluations e
             where e.assignment_id = n.subject_id and e.quarter = n.data ->> 'quarter')
  when 'mood_worrying' then
    exists (select 1 from mood_follow_ups f where f.checkin_post_id = n.subject_id)
  else false
end`;

const VISIBLE = sql`notification_visible(n.user_id, n.subject_kind, n.subject_id)`;

const itemRow = z.object({
  id: z.coerce.number().int(),
  kind: z.enum(notificationKinds),
  created: z.date(),
  read: z.boolean(),
  done: z.boolean(),
  text: z.string(),
  link: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
});
export type NotificationRow = z.output<typeof itemRow>;

const countRow = z.object({ count: z.coerce.number().int() });
const preferenceRow = z.object({ kind: z.string(), mode: z.enum(['direct', 'digest', 'off']) });

/** Every kind's mode: the rows a user chose, the kind's default for the rest. */
export function modesOf(
  rows: ReadonlyArray<{ kind: string; mode: NotificationMailMode }>,
): Record<NotificationKind, NotificationMailMode> {
  const modes = { ...DEFAULT_MAIL_MODE };
  for (const row of rows) {
    if ((notificationKinds as readonly string[]).includes(row.kind)) {
      modes[row.kind as NotificationKind] = row.mode;
    }
  }
  return modes;
}

export function createNotificationsRepository(db: Database) {
  async function unreadCount(userId: number): Promise<number> {
    // An index-only count of the partial index of unread rows (notifications_unread_idx): the
    // one query every page makes. A row the user may no longer see is marked read by the
    // triggers of migration 0031 when the rule or relation that showed it changes.
    const [row] = await queryRows(
      db,
      'notifications_unread_count',
      countRow,
      sql`select count(*) as count from notifications where user_id = ${intParam(userId)}
           and read_at is null`,
    );
    return row!.count;
  }

  return {
    unreadCount,

    /** The unread counts of several users (the streams of one instance), one query. */
    async unreadCounts(userIds: number[]): Promise<Map<number, number>> {
      const rows = await queryRows(
        db,
        'notifications_unread_counts',
        z.object({ id: z.number().int(), count: z.coerce.number().int() }),
        sql`select u.id, (select count(*) from notifications n
                           where n.user_id = u.id and n.read_at is null) as count
              from unnest(${intArrayParam(userIds)}) as u(id)`,
      );
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    /**
     * One page, newest first, of the notifications the user may still see. Reading changes
     * nothing: one the user may no longer see was marked read when that changed (0031).
     */
    async page(userId: number, paging: { page: number; perPage: number; unread: boolean }) {
      const user = intParam(userId);
      const unread = sql`${paging.unread}::boolean`;
      const [items, [total], unreadNow] = await Promise.all([
        queryRows(
          db,
          'notifications_page',
          itemRow,
          sql`select n.id, n.kind, n.created_at as created, n.read_at is not null as read,
                     ${DONE} as done, n.text, n.link, n.actor_id, a.display_name as actor_name
                from notifications n left join users a on a.id = n.actor_id
               where n.user_id = ${user} and (not ${unread} or n.read_at is null) and ${VISIBLE}
               order by n.created_at desc, n.id desc
               limit ${intParam(paging.perPage)}
              offset ${intParam((paging.page - 1) * paging.perPage)}`,
        ),
        queryRows(
          db,
          'notifications_total',
          countRow,
          sql`select count(*) as count from notifications n
               where n.user_id = ${user} and (not ${unread} or n.read_at is null) and ${VISIBLE}`,
        ),
        unreadCount(userId),
      ]);
      return { items, total: total!.count, unread: unreadNow };
    },

    /** Marks the given ids (only the user's own) or all read; answers the unread count after. */
    async markRead(userId: number, which: { ids: number[] } | { all: true }): Promise<number> {
      const ids = 'ids' in which ? which.ids : undefined;
      return db.transaction(async (tx) => {
        const changed = await tx.execute(sql`
          update notifications set read_at = now()
           where user_id = ${intParam(userId)} and read_at is null
             and (${intArrayParam(ids)} is null or id = any(${intArrayParam(ids)}))`);
        // The user's other tabs and devices, on any instance, learn the new count.
        if ((changed.rowCount ?? 0) > 0) await announce(tx, { users: [userId] });
        const [row] = (
          await tx.execute(sql`select count(*)::int as count from notifications
                                where user_id = ${intParam(userId)} and read_at is null`)
        ).rows;
        return countRow.parse(row).count;
      });
    },

    /** Every kind's e-mail mode of the user. */
    async preferences(userId: number) {
      return modesOf(
        await queryRows(
          db,
          'notification_preferences_of',
          preferenceRow,
          sql`select kind, mode from notification_preferences where user_id = ${intParam(userId)}`,
        ),
      );
    },

    /**
     * Sets the given kinds' modes, leaving the others as they are. Answers how many were set
     * (none when the user does not exist).
     */
    async setPreferences(
      userId: number,
      kinds: Partial<Record<NotificationKind, NotificationMailMode>>,
    ): Promise<number> {
      const entries = Object.entries(kinds);
      if (entries.length === 0) return 0;
      const result = await db.execute(sql`
        insert into notification_preferences (user_id, kind, mode)
        select u.id, k.kind, k.mode
          from users u,
               unnest(${textArrayParam(entries.map(([kind]) => kind))},
                      ${textArrayParam(entries.map(([, mode]) => mode as string))}) as k(kind, mode)
         where u.id = ${intParam(userId)}
        on conflict (user_id, kind) do update set mode = excluded.mode`);
      return result.rowCount ?? 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
