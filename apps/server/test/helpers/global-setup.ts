import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../src/db/client.js';
import type { EmbeddedServer } from '../../src/db/embedded.js';
import { loadEmbeddedPostgres } from './embedded-postgres.js';
import { runMigrations } from '../../src/db/migrate.js';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * One PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL), with a migrated template
 * database; each test file clones it into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let tempDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const startEmbeddedPostgres = await loadEmbeddedPostgres();
    tempDir = await mkdtemp(path.join(tmpdir(), 'portal-test-pg-'));
    embedded = await startEmbeddedPostgres(tempDir, await freePort());
    adminUrl = embedded.url('postgres');
  }
  const templateDb = `portal_template_${process.pid}`;
  const admin = createDatabase(adminUrl, 1);
  const dropTemplate = sql`drop database if exists ${sql.identifier(templateDb)}`;
  await admin.db.execute(dropTemplate);
  await admin.db.execute(sql`create database ${sql.identifier(templateDb)}`);
  const template = createDatabase(withDatabase(adminUrl, templateDb), 1);
  await runMigrations(template.db);
  await template.pool.end();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin.db.execute(dropTemplate).catch(() => {});
    await admin.pool.end();
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
