import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { z } from 'zod';
import { migrationsDir } from '../paths.js';
import type { Database } from './client.js';

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/**
 * The migrations this build ships, from drizzle's journal. drizzle records each applied one
 * with the journal's `when` as `created_at`, which is how readiness compares the two.
 */
export function readMigrationJournal(folder = migrationsDir) {
  const file = path.join(folder, 'meta', '_journal.json');
  return journalSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
}
