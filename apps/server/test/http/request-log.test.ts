import { beforeAll, describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { INTRANET, TEST_PASSWORD, useTestApp } from '../helpers/test-app.js';

const logged: string[] = [];
const ctx = useTestApp({
  config: { logLevel: 'info' },
  logStream: { write: (line) => void logged.push(line) },
});

type Line = Record<string, unknown>;
const lines = () => logged.map((line) => JSON.parse(line) as Line);
/** The access-log lines of one request. */
const accessLines = (requestId: string) =>
  lines().filter((line) => line.requestId === requestId && 'route' in line);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const COOKIE_VALUE = 'cookie-value-that-must-not-be-logged';
const BODY_VALUE = 'body-value-that-must-not-be-logged';
const SIGNATURE = 'signature-that-must-not-be-logged';

let token: string;
let refreshCookie: string;
let userId: number;

beforeAll(async () => {
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username: emailOf('daan'), password: TEST_PASSWORD },
  });
  const body = signIn.json() as { data: { token: string; id: number } };
  token = body.data.token;
  userId = body.data.id;
  refreshCookie = signIn.cookies.find((cookie) => cookie.name === 'refresh_token')!.value;
});

describe('access log', () => {
  it('writes one line per request: method, route pattern, status, duration, user and request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/user-profile',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `refresh_token=${refreshCookie}; other=${COOKIE_VALUE}`,
      },
    });
    expect(response.statusCode).toBe(200);
    const requestId = String(response.headers['x-request-id']);
    expect(requestId).toMatch(UUID);
    const [line, ...more] = accessLines(requestId);
    expect(more).toEqual([]);
    expect(line).toStrictEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      requestId,
      method: 'GET',
      route: '/wp-json/custom/v1/user-profile',
      status: 200,
      durationMs: expect.any(Number),
      userId,
      msg: `GET /wp-json/custom/v1/user-profile 200 ${line!.durationMs} ms`,
    });
  });

  it('names the route pattern, not the URL (ids, queries and signatures stay out)', async () => {
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/wp-json/custom/v1/declarations/receipts/424242?expires=1&signature=${SIGNATURE}`,
    });
    const [line] = accessLines(String(receipt.headers['x-request-id']));
    expect(line).toMatchObject({
      route: '/wp-json/custom/v1/declarations/receipts/:id',
      status: receipt.statusCode,
    });
    expect(line).not.toHaveProperty('userId');

    const unknown = await ctx.app.inject({ method: 'GET', url: '/wp-json/nothing/here/737373' });
    const [missing] = accessLines(String(unknown.headers['x-request-id']));
    expect(missing).toMatchObject({ route: '(no route)', status: 404 });
    expect(logged.join('')).not.toContain('424242');
    expect(logged.join('')).not.toContain('737373');
  });

  it('takes a sane incoming X-Request-Id and echoes it; replaces anything else', async () => {
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/openapi.json',
      headers: { 'x-request-id': 'lb-7f3a.42:1' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    expect(accessLines('lb-7f3a.42:1')).toHaveLength(1);

    for (const bad of ['two words', 'x'.repeat(65), '{"level":60}', '']) {
      const replaced = await ctx.app.inject({
        method: 'GET',
        url: '/wp-json/openapi.json',
        headers: { 'x-request-id': bad },
      });
      expect(replaced.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('echoes the request id on errors too (a refused sign-in)', async () => {
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/user-profile',
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('refused-1');
    expect(accessLines('refused-1')).toMatchObject([{ status: 401 }]);
  });

  it('never logs an Authorization header, a cookie, a password or a body', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/user-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: { korte_omschrijving: BODY_VALUE },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: { ...INTRANET, cookie: `refresh_token=${refreshCookie}` },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: BODY_VALUE, new_password: 'x', confirm_password: 'y' },
    });
    const all = logged.join('');
    expect(lines().filter((line) => 'route' in line).length).toBeGreaterThanOrEqual(8);
    for (const secret of [
      token,
      refreshCookie,
      TEST_PASSWORD,
      COOKIE_VALUE,
      BODY_VALUE,
      SIGNATURE,
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all.toLowerCase()).not.toMatch(/authorization|"cookie|bearer/);
  });

  it('logs the probes at debug level only while they answer ok (not at info)', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(accessLines(String(health.headers['x-request-id']))).toEqual([]);
    expect(accessLines(String(ready.headers['x-request-id']))).toEqual([]);
  });
});
