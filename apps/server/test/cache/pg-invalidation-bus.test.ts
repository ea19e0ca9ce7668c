import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPgInvalidationBus,
  type PgInvalidationBus,
} from '../../src/cache/pg-invalidation-bus.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** The bus of two instances over a real PostgreSQL: messages, confirmation, a lost connection. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const warnings: string[] = [];
const log = { warn: (_: unknown, message: string) => warnings.push(message), error: () => {} };
let first: PgInvalidationBus;
let second: PgInvalidationBus;
/** What the second instance was told to forget, in order (null: everything). */
const heard: Array<string | null> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  first = createPgInvalidationBus(database.pool, log);
  second = createPgInvalidationBus(database.pool, log);
  second.subscribe('months', (key) => heard.push(key));
  await Promise.all([first.start(), second.start()]);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

const until = async (condition: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('PostgreSQL invalidation bus', () => {
  it('delivers a key to the other instance before publish resolves', async () => {
    expect(first.listening && second.listening).toBe(true);
    heard.length = 0;
    await first.publish('months', '7:2026:11');
    expect(heard).toEqual(['7:2026:11']);
    await first.publish('months', null);
    expect(heard).toEqual(['7:2026:11', null]);
  });

  it('does not tell an instance its own messages', async () => {
    heard.length = 0;
    await second.publish('months', '1:2026:1');
    await first.publish('months', '2:2026:1');
    expect(heard).toEqual(['2:2026:1']);
  });

  it('takes a hand-written NOTIFY and ignores a malformed one', async () => {
    heard.length = 0;
    await database.db.execute(sql`select pg_notify('portal_cache', 'not json')`);
    await database.db.execute(sql`select pg_notify('portal_cache', '{"c":"months","k":null}')`);
    await until(() => heard.length === 1);
    expect(heard).toEqual([null]);
    expect(warnings).toContain('ignored a malformed message on portal_cache');
  });

  it('after losing its connection it clears everything, reconnects, and hears messages again', async () => {
    heard.length = 0;
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'portal-cache-listener'`,
    );
    await until(() => !second.listening);
    // Lost: everything kept may be missed news; back: cleared once more.
    await until(() => second.listening && heard.length >= 2);
    expect(heard.slice(0, 2)).toEqual([null, null]);
    expect(warnings).toContain(
      'cache invalidation connection lost: caches are bypassed until it is back',
    );
    await until(() => first.listening);
    heard.length = 0;
    await first.publish('months', '3:2026:2');
    expect(heard).toEqual(['3:2026:2']);
  });
});
