import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createDatabase } from '../../src/db/client.js';

export function databaseUrl(name: string): string {
  const parsed = new URL(inject('adminUrl'));
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database cloned from the run's template; drop it when the file is done. */
export async function createTestDatabase() {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = createDatabase(inject('adminUrl'), 1);
  try {
    await admin.db.execute(
      sql`create database ${sql.identifier(name)} template ${sql.identifier(inject('templateDb'))}`,
    );
  } finally {
    await admin.pool.end();
  }
  const url = databaseUrl(name);
  const { db, pool } = createDatabase(url);
  return {
    name,
    url,
    db,
    pool,
    async drop() {
      await pool.end();
      const cleanup = createDatabase(inject('adminUrl'), 1);
      await cleanup.db
        .execute(sql`drop database if exists ${sql.identifier(name)} with (force)`)
        .catch(() => {});
      await cleanup.pool.end();
    },
  };
}
