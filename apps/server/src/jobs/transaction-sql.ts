import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';

/** What pg-boss runs its statements through: text with $1… placeholders and their values. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's statements inside one of our Drizzle transactions, so a job is queued in the same
 * commit as the row it is about (a mail's outbox row). The placeholders become Drizzle
 * parameters again, in the order of their numbers.
 */
export function transactionSql(tx: Transaction): SqlExecutor {
  return {
    async executeSql(text, values) {
      // "a $1 b $2" splits into text, number, text, number, text.
      const chunks: SQL[] = text.split(/\$(\d+)/).map((part, index) =>
        // Drizzle renders an undefined parameter as nothing; pg-boss means NULL by it.
        index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
      );
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
