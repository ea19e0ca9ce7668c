import { tokenSuccessSchema } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import {
  INTRANET,
  login,
  refreshCookieOf,
  TEST_PASSWORD,
  useTestApp,
} from '../helpers/test-app.js';
import { readSample } from '../helpers/wordpress-sample.js';

const ctx = useTestApp();
const url = '/wp-json/jwt-auth/v1/token';

/** The plugin's status, body (byte for byte, so no data key) and JSON content type. */
function expectSample(response: LightMyRequestResponse, name: string, label = name) {
  const sample = readSample(new URL('./samples/', import.meta.url), name);
  expect(response.statusCode, label).toBe(sample.status);
  expect(response.body, label).toBe(JSON.stringify(sample.body));
  expect(response.headers['content-type']?.toString().toLowerCase(), label).toBe(
    sample.contentType.toLowerCase(),
  );
}

describe('POST /wp-json/jwt-auth/v1/token', () => {
  it('signs in with a JSON body and answers the JWT Auth shape with a refresh cookie', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { username: emailOf('daan'), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = tokenSuccessSchema.parse(response.json());
    expect(body.data).toMatchObject({
      email: emailOf('daan'),
      nicename: 'daan',
      firstName: 'Daan',
      lastName: 'Meijer',
      displayName: 'Daan Meijer',
      roles: ['professional'],
      urenmeter: 412,
      urenmeter_enabled: true,
    });
    expect(body.data.owned_by).toHaveLength(1);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie?.value).toMatch(new RegExp(`^${body.data.id}\\.[0-9a-f]{64}$`));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 2592000, path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('signs in with a form body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent(emailOf('femke'))}&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.roles).toEqual(['medewerker']);
  });

  it('answers invalid_email for an unknown e-mail address', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { username: 'niemand@vandalen.example', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      statusCode: 401,
      code: 'invalid_email',
      message: 'Unknown email address. Check again or try your username.',
      data: [],
    });
  });

  it('answers incorrect_password for a wrong password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { username: emailOf('emma'), password: 'fout-wachtwoord' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'incorrect_password', data: [] });
  });

  it('answers jwt_auth_missing_credentials without credentials or cookie', async () => {
    for (const payload of [{}, { username: emailOf('emma') }, { password: 'x' }]) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        statusCode: 401,
        code: 'jwt_auth_missing_credentials',
        message: 'Username and password are required',
        data: [],
      });
    }
  });

  it('issues a new access token from a live refresh cookie and leaves the cookie as it is (the plugin rotates only on /token/refresh)', async () => {
    const { refreshCookie, id } = await login(ctx.app, emailOf('thijs'));
    const tokenFromCookie = () =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: INTRANET,
        cookies: { refresh_token: refreshCookie },
      });
    const response = await tokenFromCookie();
    expect(response.statusCode).toBe(200);
    expect(tokenSuccessSchema.parse(response.json()).data.id).toBe(id);
    expect(refreshCookieOf(response)).toBeUndefined();
    expect((await tokenFromCookie()).statusCode).toBe(200);
  });

  it('accepts the refresh cookie without the intranet header (a non-browser client)', async () => {
    const { refreshCookie, id } = await login(ctx.app, emailOf('thijs'));
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      cookies: { refresh_token: refreshCookie },
    });
    expect(response.statusCode).toBe(200);
    expect(tokenSuccessSchema.parse(response.json()).data.id).toBe(id);
  });

  it('answers exactly jwt-token-from-rotated-refresh-cookie for a rotated refresh cookie', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf('julia'));
    const rotate = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: INTRANET,
      cookies: { refresh_token: refreshCookie },
    });
    expect(rotate.statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: INTRANET,
      cookies: { refresh_token: refreshCookie },
    });
    expectSample(response, 'jwt-token-from-rotated-refresh-cookie');
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it('answers jwt_auth_invalid_refresh_token for a cookie of a user without a sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: INTRANET,
      cookies: { refresh_token: `987654.${'a'.repeat(64)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_refresh_token',
      message: 'Invalid refresh token',
    });
  });

  it('answers exactly jwt-token-from-invalid-refresh-cookie for a made-up cookie of a signed-in user, and that user stays signed in', async () => {
    const { refreshCookie, id } = await login(ctx.app, emailOf('bram'));
    for (const forged of [`${id}.${'a'.repeat(64)}`, `${refreshCookie}123`, `${id}.x`]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        cookies: { refresh_token: forged },
      });
      expectSample(response, 'jwt-token-from-invalid-refresh-cookie', forged);
    }
    const own = await ctx.app.inject({
      method: 'POST',
      url,
      cookies: { refresh_token: refreshCookie },
    });
    expect(own.statusCode).toBe(200);
  });

  it('has no GET route (rest_no_route, like WordPress)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('answers a clear 400 for unknown fields, wrong types and malformed JSON', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { username: emailOf('daan'), password: TEST_PASSWORD, admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { admin: expect.any(String) } },
    });

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url,
      payload: { username: 5, password: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().data.params)).toEqual(['username', 'password']);

    const malformed = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });

  it('refuses a JSON body over 1 MB with a 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 10), password: 'y' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_request_too_large',
      data: { status: 400 },
    });
  });
});
