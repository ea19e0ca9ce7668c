import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsDir } from '../paths.js';
import type { Database } from './client.js';

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsDir });
}
