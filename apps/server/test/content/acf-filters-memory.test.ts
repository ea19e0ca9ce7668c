import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_PREPARED_STATEMENTS, queryRows } from '../../src/db/query.js';
import { call, WP } from './content-helpers.js';
import { useSingleConnectionApp } from './single-connection-app.js';

/**
 * Issue 8, item 3: every distinct `acf_<name>` used to make new SQL text and a new prepared
 * statement, and 3,200 requests with random names grew the database process to 789 MB. The app
 * runs on one connection here, so the backend measured is the one that served every request.
 */
const REQUESTS = 3_200;
const MB = 1024 * 1024;

const ctx = useSingleConnectionApp();

/** A small deterministic generator, so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const word = (length: number) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789_'[Math.floor(next() * 37)])
      .join('')
      .replace(/^[^a-z]/, 'x');
  return { next, word, int: (max: number) => Math.floor(next() * max) };
}

/**
 * Private memory of the backend serving our connection: RssAnon from /proc when the database
 * runs on this machine, otherwise what the backend's memory contexts hold (PostgreSQL 14+).
 */
async function backendMemory(): Promise<number> {
  const [{ pid } = { pid: 0 }] = await queryRows(
    ctx.single.db,
    'test_backend_pid',
    z.strictObject({ pid: z.number() }),
    sql`select pg_backend_pid() as pid`,
  );
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => undefined);
  const anon = status && /^RssAnon:\s+(\d+) kB/m.exec(status);
  if (anon) return Number(anon[1]) * 1024;
  const [row] = await queryRows(
    ctx.single.db,
    'test_backend_memory_contexts',
    z.strictObject({ bytes: z.coerce.number() }),
    sql`select sum(total_bytes)::bigint as bytes from pg_backend_memory_contexts`,
  );
  return row!.bytes;
}

async function preparedStatementCount(): Promise<number> {
  const [row] = await queryRows(
    ctx.single.db,
    'test_prepared_statement_count',
    z.strictObject({ count: z.number() }),
    sql`select count(*)::int as count from pg_prepared_statements`,
  );
  return row!.count;
}

/** Runs `make(i)` as a request REQUESTS times, 50 at a time, and returns the statuses. */
async function many(make: (i: number) => string): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  for (let start = 0; start < REQUESTS; start += 50) {
    const batch = Array.from({ length: Math.min(50, REQUESTS - start) }, (_, k) =>
      call(ctx.app, ctx.admin, make(start + k)),
    );
    for (const response of await Promise.all(batch)) {
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  }
  return statuses;
}

describe('GET /wp/v2/{type}?acf_<field>: only the type’s own fields', () => {
  it('answers an unknown acf_ name 400 rest_invalid_param in WordPress’s shape', async () => {
    const response = await call(ctx.app, ctx.admin, `${WP}/moodtrackers?acf_kleur=rood`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(body.message).toBe('Invalid parameter(s): acf_kleur');
    expect(body.data.params.acf_kleur).toContain('acf_user');
    expect(body.data.details.acf_kleur.code).toBe('rest_invalid_param');
    // A type without ACF filters refuses every acf_ name, also a moodtracker's.
    const news = await call(ctx.app, ctx.admin, `${WP}/nieuws?acf_user=1`);
    expect(news.statusCode).toBe(400);
    expect(news.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it(`answers ${REQUESTS} requests with random acf_ names 400, and the database backend grows by less than 50 MB`, async () => {
    const random = randomSource(8);
    const types = ['nieuws', 'kennisbank', 'moodtrackers', 'bibliotheek'];
    await call(ctx.app, ctx.admin, `${WP}/moodtrackers?acf_user=1`);
    const before = await backendMemory();
    const statuses = await many((i) => {
      const filters = Array.from(
        { length: 1 + random.int(3) },
        () => `acf_${random.word(4 + random.int(40))}=${random.word(1 + random.int(30))}`,
      );
      return `${WP}/${types[i % types.length]}?${filters.join('&')}`;
    });
    const after = await backendMemory();
    expect(Object.fromEntries(statuses)).toEqual({ 400: REQUESTS });
    expect(after - before).toBeLessThan(50 * MB);
  }, 120_000);

  it(`keeps the prepared statements and the backend's memory bounded over ${REQUESTS} requests with the allowed acf_ names and random values`, async () => {
    const random = randomSource(11);
    const fields = ['user', 'mood', 'rw_medewerker_to_notify'];
    const make = () => {
      const chosen = fields.filter(() => random.next() < 0.6);
      const filters = (chosen.length ? chosen : ['mood']).map(
        (field) =>
          `acf_${field}=${Array.from({ length: 1 + random.int(5) }, () => random.word(1 + random.int(12))).join(',')}`,
      );
      return `${WP}/moodtrackers?${filters.join('&')}`;
    };
    // Every shape of the list once, so the count below is what the lists prepare at most.
    for (let i = 0; i < 40; i++)
      expect((await call(ctx.app, ctx.admin, make())).statusCode).toBe(200);
    const statementsBefore = await preparedStatementCount();
    const before = await backendMemory();
    const statuses = await many(make);
    const after = await backendMemory();
    expect(Object.fromEntries(statuses)).toEqual({ 200: REQUESTS });
    expect(await preparedStatementCount()).toBe(statementsBefore);
    expect(statementsBefore).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(after - before).toBeLessThan(50 * MB);
  }, 120_000);
});
