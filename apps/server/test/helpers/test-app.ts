import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppConfig } from '../../src/app.js';
import { seedDemo } from '../../src/seed/seed.js';
import { createDiskStorage, type FileStorage } from '../../src/modules/files/storage.js';
import type { GeoProvider } from '../../src/modules/geo/geo-provider.js';
import { createTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'Test-wachtwoord-1';
export const SIGNING_KEY = 'test-signing-key-that-is-long-enough-0123456789';
export const INTRANET = { 'x-intranet-request': '1' } as const;

export const testConfig: AppConfig = {
  publicUrl: 'http://localhost:3000',
  secureCookies: false,
  productName: 'Intranet',
  accessTokenTtl: 600,
  adminUrl: '/portal/beheer',
  logLevel: 'silent',
};

export interface TestContext {
  app: FastifyInstance;
  /** Folder of the uploaded files of this test file. */
  filesDir: string;
  database: Awaited<ReturnType<typeof createTestDatabase>>;
}

/**
 * Boots the whole app on a fresh database seeded with the demo company for this test file.
 * Returns a context whose fields are filled in beforeAll.
 */
export function useTestApp(
  options: {
    config?: Partial<AppConfig>;
    webDist?: string;
    geo?: GeoProvider;
    now?: () => Date;
    /** How often the app's quarterly-reminder job runs (default 15 minutes). */
    reminderIntervalMs?: number;
    /** How often the app publishes scheduled posts (default 30 s). */
    publishIntervalMs?: number;
    /** How often the app looks whether the day's notification digest is due (default 5 min). */
    dailyCheckIntervalMs?: number;
    /** Whether the app works its job queues (default true); it queues jobs either way. */
    workJobs?: boolean;
    /** The first retry's delay of a payroll export's files (default 30 s). */
    payrollFilesRetryDelaySeconds?: number;
    /** Receives every log line (set config.logLevel to see them). */
    logStream?: { write(line: string): void };
    /** Where uploaded bytes go; by default a fresh folder (filesDir). */
    storage?: (database: TestContext['database']) => FileStorage;
    /** Extra routes a test needs next to the app's own, added before it is ready. */
    extraRoutes?: (app: FastifyInstance, database: TestContext['database']) => void;
  } = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    await seedDemo(context.database.db, TEST_PASSWORD);
    context.filesDir = mkdtempSync(path.join(tmpdir(), 'portal-test-files-'));
    context.app = await buildApp({
      storage: options.storage?.(context.database) ?? createDiskStorage(context.filesDir),
      geo: options.geo,
      now: options.now,
      reminderIntervalMs: options.reminderIntervalMs,
      publishIntervalMs: options.publishIntervalMs,
      dailyCheckIntervalMs: options.dailyCheckIntervalMs,
      workJobs: options.workJobs,
      payrollFilesRetryDelaySeconds: options.payrollFilesRetryDelaySeconds,
      config: { ...testConfig, ...options.config },
      db: context.database.db,
      signingKey: SIGNING_KEY,
      webDist: options.webDist,
      logStream: options.logStream,
    });
    options.extraRoutes?.(context.app, context.database);
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
    if (context.filesDir) rmSync(context.filesDir, { recursive: true, force: true });
  });
  return context;
}

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value;
}

/** Signs in through the real endpoint; returns the access token and the refresh cookie. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const body = response.json() as { data: { token: string; id: number } };
  return { token: body.data.token, id: body.data.id, refreshCookie: refreshCookieOf(response)! };
}
