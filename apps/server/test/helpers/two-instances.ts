import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { SIGNING_KEY, testConfig, useTestApp, type TestContext } from './test-app.js';

export interface TwoInstances {
  /** The first instance, booted by useTestApp on a fresh seeded database. */
  ctx: TestContext;
  /** A second instance on the same database and files, as behind a load balancer. */
  other: FastifyInstance;
  /** With `overHttp`: the base URLs of the first and the second instance. */
  first: string;
  second: string;
  /** Stops the second instance before the end of the file (it is stopped after it otherwise). */
  stopOther(): Promise<void>;
}

/**
 * Two instances of the app on one database in one process: what one writes, the other must see
 * (caches cleared through PostgreSQL, jobs taken once). `overHttp` listens on two ports, so a
 * test calls them as a load balancer would; otherwise they are called with inject().
 */
export function useTwoInstances(
  options: Parameters<typeof useTestApp>[0] & {
    overHttp?: boolean;
    /** What only the second instance is built with. */
    second?: Partial<Omit<AppDeps, 'db' | 'config'>>;
  } = {},
): TwoInstances {
  const ctx = useTestApp(options);
  let stopped = false;
  const pair = {
    ctx,
    async stopOther() {
      if (stopped) return;
      stopped = true;
      await pair.other?.close();
    },
  } as TwoInstances;
  beforeAll(async () => {
    pair.other = await buildApp({
      config: { ...testConfig, ...options.config },
      db: ctx.database.db,
      signingKey: SIGNING_KEY,
      storage: createDiskStorage(ctx.filesDir),
      now: options.now,
      reminderIntervalMs: options.reminderIntervalMs,
      dailyCheckIntervalMs: options.dailyCheckIntervalMs,
      ...options.second,
    });
    if (options.overHttp) {
      pair.first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      pair.second = await pair.other.listen({ port: 0, host: '127.0.0.1' });
    } else {
      await pair.other.ready();
    }
  });
  afterAll(() => pair.stopOther());
  return pair;
}
