import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** How long a read notification is kept. */
export const KEEP_READ_DAYS = 365;
/** Rows removed per statement: a year of a large company's news is never one long lock. */
const BATCH = 5_000;

/**
 * Keeping the table small (docs/notifications.md): read notifications made more than a year
 * before `now` are removed, in batches. Unread ones stay however old. Answers how many went.
 */
export async function removeOldReadNotifications(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_READ_DAYS * 86_400_000).toISOString();
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from notifications where id in (
        select id from notifications
         where read_at is not null and created_at < ${before}::timestamptz
         limit ${BATCH})`);
    removed += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < BATCH) return removed;
  }
}
