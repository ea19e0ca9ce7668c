import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = ReturnType<typeof createDatabase>['db'];
/** What `db.transaction` hands its callback: the builder, inside the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createDatabase(url: string, max = 10, settings?: { options: string }) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    ...settings,
  });
  // An idle client losing its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool };
}
