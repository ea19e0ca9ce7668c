import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { emailOf } from '../../src/seed/demo-company.js';
import {
  login,
  refreshCookieOf,
  SIGNING_KEY,
  testConfig,
  useTestApp,
} from '../helpers/test-app.js';

const ctx = useTestApp();

const tokenFromCookie = (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    cookies: { refresh_token: cookie },
  });

const refresh = (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token/refresh',
    cookies: { refresh_token: cookie },
  });

const logout = (cookie?: string, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/custom/v1/logout',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cookies: cookie ? { refresh_token: cookie } : {},
  });

/** A signed-in route, to see whether an access token still authenticates. */
const profile = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/wp-json/custom/v1/user-profile',
    headers: { authorization: `Bearer ${token}` },
  });

const validate = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token/validate',
    headers: { authorization: `Bearer ${token}` },
  });

describe('refresh-token families: /token/refresh rotates, reuse ends the sign-in', () => {
  it('POST /token with only the refresh cookie gives an access token of the same sign-in and keeps the cookie (as the plugin); /token/refresh rotates it', async () => {
    const { refreshCookie: first, id } = await login(ctx.app, emailOf('daan'));
    const response = await tokenFromCookie(first);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(id);
    expect(refreshCookieOf(response)).toBeUndefined();
    expect((await tokenFromCookie(first)).statusCode).toBe(200);

    const rotation = await refresh(first);
    expect(rotation.statusCode).toBe(200);
    const second = rotation.cookies.find((c) => c.name === 'refresh_token');
    expect(second?.value).toMatch(new RegExp(`^${id}\\.[0-9a-f]{64}$`));
    expect(second?.value).not.toBe(first);
    expect(second).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 2592000, path: '/' });
    expect((await tokenFromCookie(second!.value)).statusCode).toBe(200);
  });

  it('presenting a rotated cookie to POST /token ends the whole sign-in', async () => {
    const { refreshCookie: first, token: firstToken } = await login(ctx.app, emailOf('emma'));
    const newest = refreshCookieOf(await refresh(first))!;
    const renewed = await tokenFromCookie(newest);
    const newestToken = renewed.json().data.token as string;
    expect((await profile(newestToken)).statusCode).toBe(200);

    const reuse = await tokenFromCookie(first);
    expect(reuse.statusCode).toBe(401);
    // anchors/wordpress/samples/jwt-token-from-rotated-refresh-cookie.json
    expect(reuse.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_obsolete_refresh_token',
      message: 'Refresh token is obsolete',
    });
    expect(refreshCookieOf(reuse)).toBeUndefined();

    // The thief's (or owner's) newest cookie and every access token of that sign-in are dead.
    const afterwards = await tokenFromCookie(newest);
    expect(afterwards.statusCode).toBe(401);
    expect(afterwards.json().code).toBe('jwt_auth_invalid_refresh_token');
    expect((await refresh(newest)).statusCode).toBe(401);
    expect((await profile(newestToken)).json().code).toBe('invalid_token');
    expect((await profile(firstToken)).statusCode).toBe(401);
  });

  it('a reuse ends only that sign-in: another sign-in of the same user keeps working', async () => {
    const stolen = await login(ctx.app, emailOf('thijs'));
    const other = await login(ctx.app, emailOf('thijs'));
    await refresh(stolen.refreshCookie);
    expect((await refresh(stolen.refreshCookie)).statusCode).toBe(401);

    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await refresh(other.refreshCookie)).statusCode).toBe(200);
  });
});

describe('logout ends the access token of its sign-in', () => {
  it('refuses the access token after logout (401 invalid_token), while another sign-in of the same user keeps working', async () => {
    const session = await login(ctx.app, emailOf('lars'));
    const other = await login(ctx.app, emailOf('lars'));
    expect((await profile(session.token)).statusCode).toBe(200);
    // Remembered by the verified-token and session caches from here on.
    expect((await profile(session.token)).statusCode).toBe(200);

    expect((await logout(session.refreshCookie)).statusCode).toBe(200);

    const after = await profile(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'invalid_token', data: { status: 401 } });
    const validated = await validate(session.token);
    expect(validated.statusCode).toBe(401);
    expect(validated.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_token',
      message: 'Token has been revoked',
      data: [],
    });

    expect((await profile(other.token)).statusCode).toBe(200);
    expect((await validate(other.token)).statusCode).toBe(200);
  });

  it('keeps refusing the token of an ended sign-in after the refresh cookie was renewed before logout', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf('lotte'));
    const cookie = refreshCookieOf(await refresh(refreshCookie))!;
    const token = (await tokenFromCookie(cookie)).json().data.token as string;
    expect((await profile(token)).statusCode).toBe(200);
    await logout(cookie);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('ends the sign-in of the bearer token when logout is called without the cookie', async () => {
    const { token, refreshCookie } = await login(ctx.app, emailOf('ruben'));
    expect((await profile(token)).statusCode).toBe(200);
    expect((await logout(undefined, token)).statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(refreshCookie)).statusCode).toBe(401);
  });

  it('is refused by another instance on the same database too (the revocation is in PostgreSQL)', async () => {
    const { token, refreshCookie } = await login(ctx.app, emailOf('femke'));
    await logout(refreshCookie);
    const other = await buildApp({
      config: testConfig,
      db: ctx.database.db,
      signingKey: SIGNING_KEY,
      storage: createDiskStorage(ctx.filesDir),
    });
    try {
      const response = await other.inject({
        method: 'GET',
        url: '/wp-json/custom/v1/user-profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('invalid_token');
    } finally {
      await other.close();
    }
  });
});
