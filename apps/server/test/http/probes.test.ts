import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readMigrationJournal } from '../../src/db/migrate.js';
import { useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
const journal = readMigrationJournal();

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /healthz', () => {
  it('answers 200 {status: ok} without a sign-in', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok' },
    });
  });

  it('answers 503 naming the migration the database has not applied', async () => {
    const last = journal.at(-1)!;
    const { db } = ctx.database;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toStrictEqual({
        code: 'rest_not_ready',
        message: `Not ready: migrations pending (${last.tag}).`,
        data: {
          status: 503,
          checks: { database: 'ok', migrations: 'pending' },
          pending: [last.tag],
        },
      });
      // Being alive is another question: the liveness probe does not restart us for this.
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${last.when})`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 with every migration pending on a database no migration ran on', async () => {
    const { db } = ctx.database;
    await db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_away`);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().data.pending).toEqual(journal.map((entry) => entry.tag));
    } finally {
      await db.execute(sql`alter table drizzle.moved_away rename to __drizzle_migrations`);
    }
  });
});
