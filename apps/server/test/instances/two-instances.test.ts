import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInAmsterdam } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../../src/modules/files/database-storage.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { seedDemo } from '../../src/seed/seed.js';
import { pdfBytes, receiptOf, TYPE } from '../declarations/declarations-helpers.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { freePort } from '../helpers/free-port.js';
import { fetchCall, type Call } from './http-call.js';
import { startInstance, startNginx, stop, type Started } from './cluster.js';

/**
 * Two `npm start` processes on one PostgreSQL, files in PostgreSQL (FILE_STORE=postgres),
 * behind Debian's nginx in round-robin: they behave as one. Every request goes through nginx,
 * and each must be answered by the other instance than the one before (X-Upstream), so every
 * step below reads on one instance what the step before wrote on the other.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dir: string;
const instances: Started[] = [];
let nginx: Started | undefined;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  // Seeded here, so neither instance seeds at its start (both would at once).
  await seedDemo(database.db, TEST_PASSWORD, { storage: createDatabaseStorage(database.db) });
  dir = await mkdtemp(path.join(tmpdir(), 'portal-instances-'));
  const nginxPort = await freePort();
  base = `http://127.0.0.1:${nginxPort}`;
  const shared = {
    DATABASE_URL: database.url,
    // The address people use; it is also the issuer of the access tokens, so it must be one.
    PUBLIC_URL: base,
    FILE_STORE: 'postgres',
    JWT_SECRET: 'two-instances-share-this-secret-0123456789',
    TRUST_PROXY: '127.0.0.1',
  };
  const ports = await Promise.all(
    ['a', 'b'].map((name) => startInstance(name, path.join(dir, name), shared)),
  );
  instances.push(...ports);
  nginx = await startNginx(
    path.join(dir, 'nginx'),
    nginxPort,
    instances.map((instance) => instance.port),
  );
}, 120_000);

afterAll(async () => {
  await stop(nginx);
  await Promise.all(instances.map(stop));
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

let lastUpstream: string | undefined;

/** One request through nginx; it must land on the other instance than the request before. */
async function send(url: string, options: Call = {}) {
  const response = await fetchCall(base, url, options);
  const upstream = response.headers.get('x-upstream') ?? '';
  expect(upstream, `${url}: answered by an instance`).toMatch(/^127\.0\.0\.1:\d+$/);
  expect(upstream, `${url}: answered by the other instance than the request before`).not.toBe(
    lastUpstream,
  );
  lastUpstream = upstream;
  return response;
}

async function json<T = Record<string, unknown>>(url: string, options: Call = {}, status = 200) {
  const response = await send(url, options);
  const text = await response.text();
  expect(response.status, `${options.method ?? 'GET'} ${url}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

const signIn = async (key: string, headers: Record<string, string> = {}) => {
  const response = await send('/wp-json/jwt-auth/v1/token', {
    method: 'POST',
    body: { username: emailOf(key), password: TEST_PASSWORD },
    headers,
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  const cookie = /refresh_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { token: body.data.token, cookie: cookie! };
};

const DECLARATIONS = '/wp-json/custom/v1/declarations';
const PROFILE = '/wp-json/custom/v1/user-profile';

interface Summary {
  rows: Array<{ id: number; date: string; description: string }>;
  submitted_declarations: Array<{
    id: number;
    status: string;
    comments: Array<{ comment: string }>;
  }>;
}

describe('two instances behind nginx (round-robin) behave as one', () => {
  it('the declarations story: add, see at once, copy, submit, rejected with a comment, resubmitted', async () => {
    const today = todayInAmsterdam(new Date());
    const month = String(today.month).padStart(2, '0');
    const day = (n: number) => `${today.year}-${month}-0${n}`;
    const summaryUrl = `${DECLARATIONS}/summary?year=${today.year}&month=${today.month}`;

    const daan = await signIn('daan');
    const types = await json<Array<{ id: number; title: { rendered: string } }>>(
      '/wp-json/wp/v2/declaration_types',
      { token: daan.token },
    );
    const other = types.find((type) => type.title.rendered === TYPE.other)!.id;
    // The month is now in the cache of the instance that answered.
    expect((await json<Summary>(summaryUrl, { token: daan.token })).rows).toEqual([]);
    await json(`${DECLARATIONS}/add-declaration-row`, {
      method: 'POST',
      token: daan.token,
      body: { declaration_type: other, date: day(1), amount: 12.5, description: 'Printerpapier' },
    });
    const added = await json<Summary>(summaryUrl, { token: daan.token });
    expect(added.rows.map((row) => [row.date, row.description])).toEqual([
      [day(1), 'Printerpapier'],
    ]);
    // Read once more on the instance that added it, then copy there and read on the other.
    await json<Summary>(summaryUrl, { token: daan.token });
    await json(`${DECLARATIONS}/copy-to-multiple`, {
      method: 'POST',
      token: daan.token,
      body: { declaration_id: added.rows[0]!.id, dates: [day(2), day(3)] },
    });
    const copied = await json<Summary>(summaryUrl, { token: daan.token });
    expect(copied.rows.map((row) => row.date).sort()).toEqual([day(1), day(2), day(3)]);

    await json(`${DECLARATIONS}/submit`, {
      method: 'POST',
      token: daan.token,
      body: { year: today.year, month: today.month },
    });
    const submitted = await json<Summary>(summaryUrl, { token: daan.token });
    expect(submitted.submitted_declarations.map((m) => m.status)).toEqual(['sent']);
    const monthId = submitted.submitted_declarations[0]!.id;

    const femke = await signIn('femke');
    await json(`${DECLARATIONS}/review/${monthId}/reject`, {
      method: 'POST',
      token: femke.token,
      body: { comment: 'Graag de bon van het papier erbij.' },
    });
    const rejected = await json<Summary>(summaryUrl, { token: daan.token });
    expect(rejected.submitted_declarations[0]).toMatchObject({
      status: 'rejected',
      comments: [{ comment: 'Graag de bon van het papier erbij.' }],
    });
    await json(`${DECLARATIONS}/submit`, {
      method: 'POST',
      token: daan.token,
      body: { year: today.year, month: today.month },
    });
    const resubmitted = await json<Summary>(summaryUrl, { token: daan.token });
    expect(resubmitted.submitted_declarations.map((m) => m.status)).toEqual(['sent']);
  });

  it('counts wrong passwords on both instances together (client address from X-Forwarded-For)', async () => {
    // nginx appends the address it saw; TRUST_PROXY=127.0.0.1 lets the instances read past it.
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await send('/wp-json/jwt-auth/v1/token', {
        method: 'POST',
        body: { username: emailOf('noor'), password: `fout-${attempt}` },
        headers: from('198.51.100.23'),
      });
      expect(wrong.status, `attempt ${attempt}`).toBe(401);
    }
    // Five failures landed on each instance; together they are the ten of the limit.
    const refused = await send('/wp-json/jwt-auth/v1/token', {
      method: 'POST',
      body: { username: emailOf('noor'), password: TEST_PASSWORD },
      headers: from('198.51.100.23'),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected, on either instance.
    await signIn('noor', from('198.51.100.24'));
    await signIn('noor', from('198.51.100.24'));
  });

  it('a logout through one instance ends the access token on the other at once', async () => {
    const emma = await signIn('emma');
    // Both instances have the sign-in as live in their caches now.
    await json(PROFILE, { token: emma.token });
    await json(PROFILE, { token: emma.token });
    await json('/wp-json/custom/v1/logout', { method: 'POST', cookie: emma.cookie });
    for (let i = 0; i < 2; i++) {
      const refused = await json(PROFILE, { token: emma.token }, 401);
      expect(refused.code).toBe('invalid_token');
    }
  });

  it('a receipt uploaded through one instance downloads through the other', async () => {
    const julia = await signIn('julia');
    const types = await json<Array<{ id: number; title: { rendered: string } }>>(
      '/wp-json/wp/v2/declaration_types',
      { token: julia.token },
    );
    const parking = types.find((type) => type.title.rendered === TYPE.parking)!.id;
    const today = todayInAmsterdam(new Date());
    const date = `${today.year}-${String(today.month).padStart(2, '0')}-01`;
    const added = await json<{ row: { receipt: { restricted_view_url: string } } }>(
      `${DECLARATIONS}/add-declaration-row`,
      {
        method: 'POST',
        token: julia.token,
        body: {
          declaration_type: parking,
          date,
          amount: 6,
          description: 'Parkeren P+R',
          vat_rate: 21,
          receipt: receiptOf('parkeerbon.pdf', pdfBytes('Twee instanties')),
        },
      },
    );
    const download = await send(added.row.receipt.restricted_view_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdfBytes('Twee instanties'))).toBe(
      true,
    );
  });
});
