import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { FIXED_NOW, TYPE } from '../declarations/declarations-helpers.js';
import { fetchCall, type Call } from './http-call.js';
import { SIGNING_KEY, TEST_PASSWORD, testConfig, useTestApp } from '../helpers/test-app.js';

/**
 * Two instances of the app on one database, in one process, each on a port of its own and
 * called over real HTTP (as a load balancer would): every cache a write clears is cleared on
 * the other instance before the write answers, so the very next request there sees the change,
 * with no waiting for a time-to-live. The proof with two processes and nginx in front is
 * two-instances.test.ts.
 */
const ctx = useTestApp({ now: () => FIXED_NOW });
let other: FastifyInstance;
let first: string;
let second: string;

beforeAll(async () => {
  other = await buildApp({
    config: testConfig,
    db: ctx.database.db,
    signingKey: SIGNING_KEY,
    storage: createDiskStorage(ctx.filesDir),
    now: () => FIXED_NOW,
  });
  first = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  second = await other.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await other?.close();
});

/** One HTTP request; a JSON body when given, the bearer token and refresh cookie when given. */
async function request(base: string, path: string, options: Call = {}) {
  const response = await fetchCall(base, path, options);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function signIn(key: string) {
  const response = await fetch(`${first}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: emailOf(key), password: TEST_PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  const cookie = /refresh_token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { token: body.data.token, cookie: cookie! };
}

const profile = (base: string, token: string) =>
  request(base, '/wp-json/custom/v1/user-profile', { token });

const SUMMARY = '/wp-json/custom/v1/declarations/summary?year=2026&month=11';

describe('caches cleared on every instance', () => {
  it('a line added through one instance is in the month summary of the other at once', async () => {
    const { token } = await signIn('daan');
    const types = (await fetch(`${first}/wp-json/wp/v2/declaration_types`, {
      headers: { authorization: `Bearer ${token}` },
    }).then((response) => response.json())) as Array<{ id: number; title: { rendered: string } }>;
    const other = types.find((type) => type.title.rendered === TYPE.other)!.id;
    // The second instance has November in its cache now.
    const before = (await request(second, SUMMARY, { token })).body.rows as unknown[];
    const added = await request(first, '/wp-json/custom/v1/declarations/add-declaration-row', {
      method: 'POST',
      token,
      body: { declaration_type: other, date: '2026-11-20', amount: 7.5, description: 'Pennen' },
    });
    expect(added.status).toBe(200);
    const after = (await request(second, SUMMARY, { token })).body.rows as Array<{
      description: string;
    }>;
    expect(after.length).toBe(before.length + 1);
    expect(after.map((row) => row.description)).toContain('Pennen');
  });

  it('a logout through one instance is refused by the other at once', async () => {
    const { token, cookie } = await signIn('emma');
    // The second instance has the sign-in as live in its cache now.
    expect((await profile(second, token)).status).toBe(200);
    const logout = await request(first, '/wp-json/custom/v1/logout', { method: 'POST', cookie });
    expect(logout.status).toBe(200);
    const refused = await profile(second, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_token');
  });

  it('a password changed through one instance ends the old tokens on the other at once', async () => {
    const { token } = await signIn('thijs');
    expect((await profile(second, token)).status).toBe(200);
    const changed = await request(first, '/wp-json/custom/v1/change-password', {
      method: 'POST',
      token,
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'Nieuw-wachtwoord-42',
        confirm_password: 'Nieuw-wachtwoord-42',
      },
    });
    expect(changed.status).toBe(200);
    const refused = await profile(second, token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('jwt_auth_obsolete_token');
  });

  it('a news item written through one instance is in the list of the other at once', async () => {
    const { token } = await signIn('redactie');
    const titles = async () => {
      const response = await fetch(`${second}/wp-json/wp/v2/nieuws?per_page=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const items = (await response.json()) as Array<{ title: { rendered: string } }>;
      return items.map((item) => item.title.rendered);
    };
    expect(await titles()).not.toContain('Gedeeld bericht');
    const created = await request(first, '/wp-json/wp/v2/nieuws', {
      method: 'POST',
      token,
      body: { title: 'Gedeeld bericht', content: '<p>Hallo</p>', status: 'publish' },
    });
    expect(created.status).toBe(201);
    expect(await titles()).toContain('Gedeeld bericht');
  });
});
