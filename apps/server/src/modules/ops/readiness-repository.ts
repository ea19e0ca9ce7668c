import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';

/** What /readyz asks the database: which migrations drizzle recorded as applied. */
export function createReadinessRepository(db: Database) {
  return {
    /** The `when` (journal) of every applied migration; none before the first migration ran. */
    async appliedMigrations(): Promise<number[]> {
      const [table] = await queryRows(
        db,
        'readiness_migrations_table',
        z.strictObject({ present: z.boolean() }),
        sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
      );
      if (!table?.present) return [];
      const rows = await queryRows(
        db,
        'readiness_applied_migrations',
        z.strictObject({ created_at: z.coerce.number() }),
        sql`select created_at from drizzle.__drizzle_migrations`,
      );
      return rows.map((row) => row.created_at);
    },
  };
}

export type ReadinessRepository = ReturnType<typeof createReadinessRepository>;
