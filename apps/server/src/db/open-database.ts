import type { Config } from '../config.js';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createDatabase, type Database } from './client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';
import { runMigrations } from './migrate.js';
import { queryRows } from './query.js';
import { assertServerVersion } from './server-version.js';

export interface OpenDatabase {
  db: Database;
  pool: ReturnType<typeof createDatabase>['pool'];
  /**
   * A second, short-lived connection for the first start's seeding, whose commits do not wait
   * for their flush to disk (synchronous_commit off): the demo seed is hundreds of small
   * commits, and waiting for each was seconds of a fresh start. A crash loses at most the last
   * fraction of a second of commits, never consistency; end it after seeding.
   */
  seedingConnection(): ReturnType<typeof createDatabase>;
  /** Where the data lives, for the start-up message (no password). */
  description: string;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

const APP_DATABASE = 'portal';

/** DATABASE_URL when given, otherwise the embedded server under the data folder; migrated. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
  log: (line: string) => void,
): Promise<OpenDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  let description: string;
  if (url) {
    const parsed = new URL(url);
    description = `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } else {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, (line) => {
      if (/FATAL|PANIC|ERROR/.test(line)) log(line);
    });
    await ensureDatabase(embedded.url('postgres'), APP_DATABASE);
    url = embedded.url(APP_DATABASE);
    description = `embedded PostgreSQL in ${config.dataDir}/postgres (port ${config.embeddedPgPort})`;
  }
  const { db, pool } = createDatabase(url);
  try {
    await assertServerVersion(db);
    await runMigrations(db);
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    const reason = (error as Error).message || String(error);
    throw new DatabaseUnavailableError(`Cannot use the database (${description}): ${reason}`);
  }
  return {
    db,
    pool,
    description,
    seedingConnection: () => createDatabase(url, 4, { options: '-c synchronous_commit=off' }),
    async close() {
      await pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const { db, pool } = createDatabase(adminUrl, 1);
  try {
    const [row] = await queryRows(
      db,
      'database_exists',
      z.strictObject({ present: z.boolean() }),
      sql`select exists (select 1 from pg_database where datname = ${name}) as present`,
    );
    if (!row!.present) await db.execute(sql`create database ${sql.identifier(name)}`);
  } finally {
    await pool.end();
  }
}
