import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = ReturnType<typeof createDatabase>['db'];

export function createDatabase(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/** PostgreSQL 15 is the oldest server we support. */
export async function assertServerVersion(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ server_version_num: string }>('SHOW server_version_num');
  const version = Number(rows[0]?.server_version_num);
  if (version < 150000) {
    throw new Error(`PostgreSQL 15 or newer is required; this server is ${version}.`);
  }
}
