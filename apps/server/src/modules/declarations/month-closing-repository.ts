import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intParam } from '../../db/sql-params.js';
import type { NotifiedMonth } from './month-notifications.js';

const monthSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
});

/** The months the month-closing pass tells their owners about (month-closing.ts). */
export function createMonthClosingRepository(db: Database) {
  return {
    /**
     * The months of `year`/`month` with lines and no status: their lines were never submitted
     * (a rejected month stays open, so it never closes). Owners still active.
     */
    unsubmitted(year: number, month: number): Promise<NotifiedMonth[]> {
      return queryRows(
        db,
        'month_closing_unsubmitted',
        monthSchema,
        sql`select m.id, m.user_id as "userId", m.year, m.month
              from declaration_months m join users u on u.id = m.user_id
             where m.year = ${intParam(year)} and m.month = ${intParam(month)}
               and m.status is null and u.deactivated_at is null
               and exists (select 1 from declaration_rows r where r.month_id = m.id)
             order by m.id`,
      );
    },

    /** One month's notification, in a transaction of its own. */
    inTransaction(work: (tx: Transaction) => Promise<void>): Promise<void> {
      return db.transaction(work);
    },
  };
}

export type MonthClosingRepository = ReturnType<typeof createMonthClosingRepository>;
