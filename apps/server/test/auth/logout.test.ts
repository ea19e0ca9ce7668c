import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { INTRANET, login, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();

const refresh = (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token/refresh',
    headers: INTRANET,
    cookies: { refresh_token: cookie },
  });

/** The response tells the browser to drop refresh_token: empty value, expired or Max-Age 0. */
function expectClearedCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  expect(cookie, 'Set-Cookie for refresh_token').toBeDefined();
  expect(cookie!.value).toBe('');
  expect(cookie!.path).toBe('/');
  const expired =
    cookie!.maxAge === 0 ||
    (cookie!.expires !== undefined && cookie!.expires.getTime() <= Date.now());
  expect(expired, `cookie is expired: ${JSON.stringify(cookie)}`).toBe(true);
}

const endpoints = [
  {
    name: 'POST /custom/v1/logout',
    method: 'POST',
    url: '/wp-json/custom/v1/logout',
    message: 'Je bent uitgelogd.',
  },
  {
    name: 'GET /custom/v1/clear-refresh-token',
    method: 'GET',
    url: '/wp-json/custom/v1/clear-refresh-token',
    message: 'Refresh token verwijderd.',
  },
] as const;

describe.each(endpoints)('$name', ({ method, url, message, name }) => {
  const user = name.includes('logout') ? 'daan' : 'emma';

  it('revokes the refresh token server-side and clears the cookie', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf(user));
    const response = await ctx.app.inject({
      method,
      url,
      headers: INTRANET,
      cookies: { refresh_token: refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ success: true, message });
    expectClearedCookie(response);

    // A client that kept the cookie anyway cannot use it any more.
    const later = await refresh(refreshCookie);
    expect(later.statusCode).toBe(401);
    expect(later.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_refresh_token',
      message: 'Invalid refresh token',
    });
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      headers: INTRANET,
      cookies: { refresh_token: refreshCookie },
    });
    expect(token.statusCode).toBe(401);
    expect(token.json()).toMatchObject({ code: 'jwt_auth_invalid_refresh_token' });
  });

  it('only revokes the cookie it was sent, not other sessions of the same user', async () => {
    const first = await login(ctx.app, emailOf(user));
    const second = await login(ctx.app, emailOf(user));
    const response = await ctx.app.inject({
      method,
      url,
      headers: INTRANET,
      cookies: { refresh_token: first.refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(first.refreshCookie)).statusCode).toBe(401);
    expect((await refresh(second.refreshCookie)).statusCode).toBe(200);
  });

  it('refuses a request from another origin (403) and leaves the refresh token alive', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf(user));
    const response = await ctx.app.inject({
      method,
      url,
      headers: { ...INTRANET, origin: 'https://evil.example' },
      cookies: { refresh_token: refreshCookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'rest_cross_site_request',
      data: { status: 403 },
    });
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect((await refresh(refreshCookie)).statusCode).toBe(200);
  });

  it('works without the intranet header (a client of the JWT Auth plugin)', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf(user));
    const response = await ctx.app.inject({
      method,
      url,
      cookies: { refresh_token: refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expectClearedCookie(response);
  });

  it('succeeds without any cookie and still clears it', async () => {
    const response = await ctx.app.inject({ method, url, headers: INTRANET });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ success: true, message });
    expectClearedCookie(response);
  });

  it('succeeds with a malformed cookie', async () => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: INTRANET,
      cookies: { refresh_token: 'rommel' },
    });
    expect(response.statusCode).toBe(200);
    expectClearedCookie(response);
  });
});
