import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client.js';
import { queryRows } from './query.js';

/** PostgreSQL 15 is the oldest server we support. */
export async function assertServerVersion(db: Database): Promise<void> {
  const [row] = await queryRows(
    db,
    'server_version',
    z.strictObject({ version: z.number().int() }),
    sql`select current_setting('server_version_num')::int as version`,
  );
  const version = row!.version;
  if (version < 150000) {
    throw new Error(`PostgreSQL 15 or newer is required; this server is ${version}.`);
  }
}
