import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';

/**
 * The notifications the producers made, read straight from the table (the recording is what
 * these tests check; the list endpoint is tested with the notifications module).
 */
export interface MadeNotification {
  userId: number;
  kind: string;
  actorId: number | null;
  text: string;
  link: string;
}

/**
 * Every notification about a subject, in the order made, by recipient within one event (an
 * event's rows share their transaction's time).
 */
export async function notificationsAbout(
  db: Database,
  subject: { kind: string; id: number },
  kind?: string,
): Promise<MadeNotification[]> {
  const result = await db.execute(sql`
    select user_id as "userId", kind, actor_id as "actorId", text, link from notifications
     where subject_kind = ${subject.kind} and subject_id = ${subject.id}
       and (${kind ?? null}::text is null or kind = ${kind ?? null}::text)
     order by created_at, user_id, id`);
  return result.rows as unknown as MadeNotification[];
}

/** Every notification of one user, in the order made. */
export async function notificationsOf(db: Database, userId: number): Promise<MadeNotification[]> {
  const result = await db.execute(sql`
    select user_id as "userId", kind, actor_id as "actorId", text, link from notifications
     where user_id = ${userId} order by created_at, id`);
  return result.rows as unknown as MadeNotification[];
}

/** The ids of the active users with any of these roles (the everyone-reviewers, ...). */
export async function activeUsersWithRoles(db: Database, roles: string[]): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select id from users where deactivated_at is null and roles && ${sql.param(roles)}::text[] order by id`);
  return result.rows.map((row) => row.id);
}
