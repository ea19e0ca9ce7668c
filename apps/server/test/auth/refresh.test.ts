import { refreshSuccessSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { INTRANET, login, refreshCookieOf, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
const url = '/wp-json/jwt-auth/v1/token/refresh';

const refresh = (cookie?: string, headers: Record<string, string> = INTRANET) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    cookies: cookie === undefined ? {} : { refresh_token: cookie },
  });

/** POST /token with only the cookie: the portal's way to get a new access token. */
const tokenFromCookie = (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    headers: INTRANET,
    cookies: { refresh_token: cookie },
  });

// anchors/wordpress/samples/jwt-refresh-*.json
const REFRESH_SUCCESS = {
  success: true,
  statusCode: 200,
  code: 'jwt_auth_valid_token',
  message: 'Token is valid',
};
const OBSOLETE = {
  success: false,
  statusCode: 401,
  code: 'jwt_auth_obsolete_refresh_token',
  message: 'Refresh token is obsolete',
};
const INVALID = {
  success: false,
  statusCode: 401,
  code: 'jwt_auth_invalid_refresh_token',
  message: 'Invalid refresh token',
};

describe('POST /wp-json/jwt-auth/v1/token/refresh', () => {
  it('rotates the cookie and answers exactly jwt-refresh-success.json (no data key)', async () => {
    const { refreshCookie, id } = await login(ctx.app, emailOf('daan'));
    const response = await refresh(refreshCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual(REFRESH_SUCCESS);
    expect(response.json()).not.toHaveProperty('data');
    refreshSuccessSchema.parse(response.json());

    const rotated = response.cookies.find((c) => c.name === 'refresh_token');
    expect(rotated?.value).toMatch(new RegExp(`^${id}\\.[0-9a-f]{64}$`));
    expect(rotated?.value).not.toBe(refreshCookie);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 2592000, path: '/' });
  });

  it('refuses the rotated (old) cookie with exactly jwt-refresh-obsolete-cookie.json, and ends the sign-in: the new one is refused too', async () => {
    const { refreshCookie: first } = await login(ctx.app, emailOf('emma'));
    const rotation = await refresh(first);
    expect(rotation.statusCode).toBe(200);
    const second = refreshCookieOf(rotation)!;
    const again = await refresh(second);
    expect(again.statusCode).toBe(200);
    const third = refreshCookieOf(again)!;
    expect(third).not.toBe(second);

    const old = await refresh(first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toStrictEqual(OBSOLETE);
    expect(old.json()).not.toHaveProperty('data');
    expect(refreshCookieOf(old)).toBeUndefined();

    // Reuse means theft (OAuth 2.0 Security BCP): the newest token of that sign-in is dead too.
    expect((await refresh(third)).json()).toStrictEqual(INVALID);
    expect((await tokenFromCookie(third)).statusCode).toBe(401);
  });

  it('answers exactly jwt-refresh-no-cookie.json without a cookie', async () => {
    const response = await refresh();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_no_auth_cookie',
      message: 'Refresh token cookie not found.',
    });
  });

  it('answers exactly jwt-refresh-malformed-cookie.json for a cookie that is not <id>.<64 hex>', async () => {
    for (const cookie of ['garbage', '12.abc', `x.${'a'.repeat(64)}`, `3.${'A'.repeat(64)}`]) {
      const response = await refresh(cookie);
      expect(response.statusCode, cookie).toBe(401);
      expect(response.json(), cookie).toStrictEqual(INVALID);
    }
  });

  it('answers exactly jwt-refresh-unknown-user-cookie.json for a well-formed cookie it never issued', async () => {
    const response = await refresh(`987654.${'0123456789abcdef'.repeat(4)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual(INVALID);
  });

  it('refuses a cross-site browser request (403) and leaves the cookie usable', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf('thijs'));
    const response = await refresh(refreshCookie, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'rest_cross_site_request',
      data: { status: 403 },
    });
    expect(refreshCookieOf(response)).toBeUndefined();

    // Without the intranet header and without browser headers: a non-browser client.
    const plain = await refresh(refreshCookie, {});
    expect(plain.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous refreshes of one cookie win; the loser is reuse and ends the sign-in', async () => {
    for (let round = 0; round < 5; round++) {
      const { refreshCookie } = await login(ctx.app, emailOf('julia'));
      const responses = await Promise.all([refresh(refreshCookie), refresh(refreshCookie)]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([200, 401]);

      const loser = responses.find((r) => r.statusCode === 401)!;
      expect(loser.json()).toStrictEqual(OBSOLETE);

      const winner = responses.find((r) => r.statusCode === 200)!;
      expect((await refresh(refreshCookieOf(winner)!)).json()).toStrictEqual(INVALID);
    }
  });
});
