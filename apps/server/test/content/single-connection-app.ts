import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/client.js';
import { seedContent } from '../../src/seed/seed-content.js';
import { seedDemo } from '../../src/seed/seed.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { SIGNING_KEY, TEST_PASSWORD, testConfig } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { SEED_NOW, signIn, type Session } from './content-helpers.js';

export interface SingleConnectionApp {
  app: FastifyInstance;
  /** The app's only connection: what it prepared and the backend serving it can be read here. */
  single: ReturnType<typeof createDatabase>;
  admin: Session;
}

/**
 * The app with its content on ONE database connection, so pg_prepared_statements and the
 * backend's memory (both per connection) show everything the requests did.
 */
export function useSingleConnectionApp(): SingleConnectionApp {
  const context = {} as SingleConnectionApp;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let filesDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    filesDir = mkdtempSync(path.join(tmpdir(), 'portal-test-files-'));
    await seedDemo(database.db, TEST_PASSWORD);
    await seedContent(database.db, createDiskStorage(filesDir), SEED_NOW);
    context.single = createDatabase(database.url, 1);
    context.app = await buildApp({
      config: testConfig,
      db: context.single.db,
      storage: createDiskStorage(filesDir),
      signingKey: SIGNING_KEY,
      now: () => SEED_NOW,
    });
    await context.app.ready();
    context.admin = await signIn(context.app, 'admin');
  });
  afterAll(async () => {
    await context.app?.close();
    await context.single?.pool.end();
    await database?.drop();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });
  return context;
}
