import { tokenSuccessSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { login, refreshCookieOf, TEST_PASSWORD, useTestApp } from '../helpers/test-app.js';

// testConfig's PUBLIC_URL is http://localhost:3000.
const ctx = useTestApp();
const url = '/wp-json/jwt-auth/v1/token';
const OWN_ORIGIN = 'http://localhost:3000';

const signIn = (headers: Record<string, string>, user = 'daan') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { username: emailOf(user), password: TEST_PASSWORD },
  });

const REFUSED = {
  code: 'rest_cross_site_request',
  message:
    'Deze aanvraag komt van een andere website en is geweigerd. Open het intranet zelf en probeer het daar opnieuw.',
  data: { status: 403 },
};

describe('login CSRF: browser requests from another site are refused', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: OWN_ORIGIN }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
    ['our host on another port', { origin: 'http://localhost:3001' }],
  ])('refuses a login with %s (403, no cookie)', async (_name, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toStrictEqual(REFUSED);
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: OWN_ORIGIN }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
    ['only our own Origin (a browser without Sec-Fetch-Site)', { origin: OWN_ORIGIN }],
    // Same-origin for the browser while Origin is a dev server's or an alias: the browser's
    // own verdict counts.
    [
      'Sec-Fetch-Site: same-origin behind another host name',
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' },
    ],
  ])('allows a login with %s', async (_name, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)).toBeDefined();
  });

  it('allows a client of the WordPress JWT Auth plugin: form body, no browser or intranet headers', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=daan&password=${encodeURIComponent(TEST_PASSWORD)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(tokenSuccessSchema.parse(response.json())).toMatchObject({
      success: true,
      statusCode: 200,
      code: 'jwt_auth_valid_credential',
      message: 'Credential is valid',
    });
  });

  it('allows the same client with a JSON body', async () => {
    const response = await signIn({});
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe('jwt_auth_valid_credential');
  });

  it.each([
    ['POST', url],
    ['POST', `${url}/refresh`],
    ['POST', '/wp-json/custom/v1/logout'],
    ['GET', '/wp-json/custom/v1/clear-refresh-token'],
  ] as const)(
    'refuses %s %s with the refresh cookie from another site, and the cookie stays alive',
    async (method, path) => {
      const { refreshCookie } = await login(ctx.app, emailOf('thijs'));
      const response = await ctx.app.inject({
        method,
        url: path,
        headers: { 'sec-fetch-site': 'cross-site' },
        cookies: { refresh_token: refreshCookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toStrictEqual(REFUSED);
      expect(response.cookies).toEqual([]);

      const same = await ctx.app.inject({
        method: 'POST',
        url: `${url}/refresh`,
        headers: { 'sec-fetch-site': 'same-origin' },
        cookies: { refresh_token: refreshCookie },
      });
      expect(same.statusCode).toBe(200);
    },
  );

  it('refuses a cross-site change-password before looking at the body', async () => {
    const { token } = await login(ctx.app, emailOf('thijs'));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/change-password',
      headers: { authorization: `Bearer ${token}`, origin: 'https://evil.example' },
      payload: { old_password: TEST_PASSWORD, new_password: 'x', confirm_password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toStrictEqual(REFUSED);
  });
});
