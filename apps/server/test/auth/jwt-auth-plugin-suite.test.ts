/**
 * The WordPress JWT Auth plugin's own end-to-end HTTP test suite, ported to vitest and run over
 * real HTTP against our server (app.listen on a random loopback port, not inject): 13 tests,
 * the same requests and the same assertions, in the same order (PHPUnit runs a class's tests
 * in declaration order, and `@depends testToken` hands the first testToken's return value on).
 *
 * Ported from github.com/usefulteam/jwt-auth:
 * - tests/src/AccessTokenTest.php and tests/src/RefreshTokenTest.php at commit
 *   8d5d1b1faf897c0b4e3ac255b6d4f7eed25b3288 (5 + 8 tests, the cookie flow),
 * - tests/src/RestTestTrait.php at commit ea7cba949de3d37eab3b4d7dac7e6d38c12170f8
 *   (a Guzzle client with http_errors off and one cookie jar per test; see guzzle-client.ts).
 * Their USERNAME and PASSWORD are a demo user's username and the test password.
 * Where that commit expects `jwt_auth_obsolete_token` (a rotated, not-current or made-up cookie),
 * the plugin 3.x that the anchors were captured from, and the suite later run against us, answer
 * `jwt_auth_obsolete_refresh_token` (jwt-token-from-invalid-refresh-cookie.json,
 * jwt-token-from-rotated-refresh-cookie.json): those four assertions follow the plugin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, GuzzleClient, type GuzzleResponse } from './guzzle-client.js';
import { TEST_PASSWORD, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
let baseUri = '';

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  baseUri = `http://127.0.0.1:${address.port}`;
});

const USERNAME = 'sem';
const TOKEN_URL = '/wp-json/jwt-auth/v1/token';
const VALIDATE_URL = '/wp-json/jwt-auth/v1/token/validate';
const REFRESH_URL = '/wp-json/jwt-auth/v1/token/refresh';

/** A test's state: RestTestTrait::setUp gives every test a new client and a new jar. */
function setUp() {
  const client = new GuzzleClient(baseUri);
  return { client, cookies: client.cookies, domain: client.getDomain() };
}

const dataOf = (body: Record<string, unknown> | null) => body?.data as Record<string, unknown>;

/** The plugin's three checks of an answer, in its order: code, HTTP status, success flag. */
function expectAnswer(response: GuzzleResponse, code: string, status: number, success: boolean) {
  expect(response.body!.code).toBe(code);
  expect(response.status).toBe(status);
  expect(response.body!.success).toBe(success);
}

describe('AccessTokenTest', () => {
  let fromTestToken: string | undefined;

  it('testToken', async () => {
    const { client, cookies } = setUp();
    const response = await client.post(TOKEN_URL, {
      form_params: { username: USERNAME, password: TEST_PASSWORD },
    });
    const body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_credential', 200, true);

    expect(body).toHaveProperty('data');
    expect(dataOf(body)).toHaveProperty('token');
    const token = dataOf(body).token as string;
    expect(token).toBeTruthy();

    const refreshToken = cookies.getCookieByName('refresh_token')!.value;
    expect(refreshToken).toBeTruthy();
    expect(refreshToken).not.toBe(token);
    fromTestToken = token;
  });

  it('testTokenValidate', async () => {
    const token = fromTestToken!;
    expect(token).toBeTruthy();
    const { client } = setUp();
    const response = await client.post(VALIDATE_URL, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expectAnswer(response, 'jwt_auth_valid_token', 200, true);
  });

  it('testTokenValidateWithInvalidToken', async () => {
    const token = fromTestToken!;
    expect(token).toBeTruthy();
    const { client } = setUp();
    const response = await client.post(VALIDATE_URL, {
      headers: { Authorization: `Bearer ${token}123` },
    });
    expectAnswer(response, 'jwt_auth_invalid_token', 401, false);
  });

  it('testTokenRefreshWithInvalidToken', async () => {
    const token = fromTestToken!;
    expect(token).toBeTruthy();
    const { client, domain } = setUp();
    let response = await client.post(REFRESH_URL, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expectAnswer(response, 'jwt_auth_no_auth_cookie', 401, false);

    const cookies = CookieJar.fromArray({ refresh_token: token }, domain);
    response = await client.post(REFRESH_URL, { cookies });
    expectAnswer(response, 'jwt_auth_invalid_refresh_token', 401, false);
  });

  it('testTokenWithInvalidRefreshToken', async () => {
    const token = fromTestToken!;
    expect(token).toBeTruthy();
    const { client, domain } = setUp();
    const cookies = CookieJar.fromArray({ refresh_token: token }, domain);
    const response = await client.post(TOKEN_URL, { cookies });
    expectAnswer(response, 'jwt_auth_invalid_refresh_token', 401, false);
  });
});

describe('RefreshTokenTest', () => {
  let fromTestToken: string | undefined;

  /** testToken, also called from within testTokenWithRotatedRefreshToken on that test's jar. */
  async function testToken(state: ReturnType<typeof setUp>): Promise<string> {
    const { client, cookies } = state;
    const response = await client.post(TOKEN_URL, {
      form_params: { username: USERNAME, password: TEST_PASSWORD },
    });
    const body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_credential', 200, true);

    expect(body).toHaveProperty('data');
    expect(dataOf(body)).toHaveProperty('token');
    const token = dataOf(body).token as string;
    expect(token).toBeTruthy();

    // Only the refresh cookie the response set may remain.
    cookies.clearSessionCookies();
    const refreshToken = cookies.getCookieByName('refresh_token')!.value;
    expect(refreshToken).toBeTruthy();
    expect(refreshToken).not.toBe(token);
    return refreshToken;
  }

  it('testToken', async () => {
    fromTestToken = await testToken(setUp());
  });

  it('testTokenValidateWithRefreshToken', async () => {
    const refreshToken = fromTestToken!;
    expect(refreshToken).toBeTruthy();
    const { client } = setUp();
    const response = await client.post(VALIDATE_URL, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expectAnswer(response, 'jwt_auth_invalid_token', 401, false);
  });

  it('testTokenWithRefreshToken', async () => {
    const refreshToken = fromTestToken!;
    expect(refreshToken).toBeTruthy();
    const { client, domain } = setUp();
    const cookies = CookieJar.fromArray({ refresh_token: refreshToken }, domain);
    const response = await client.post(TOKEN_URL, { cookies });
    const body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_credential', 200, true);

    expect(body).toHaveProperty('data');
    expect(dataOf(body)).toHaveProperty('token');
    const token = dataOf(body).token as string;
    expect(token).toBeTruthy();
    expect(token).not.toBe(refreshToken);

    // No new refresh cookie: the one sent along is a session cookie and goes.
    cookies.clearSessionCookies();
    expect(cookies.getCookieByName('refresh_token')).toBeUndefined();
  });

  it('testTokenWithInvalidRefreshToken', async () => {
    const refreshToken = fromTestToken!;
    expect(refreshToken).toBeTruthy();
    const { client, domain } = setUp();
    const cookies = CookieJar.fromArray({ refresh_token: `${refreshToken}123` }, domain);
    const response = await client.post(TOKEN_URL, { cookies });
    expectAnswer(response, 'jwt_auth_obsolete_refresh_token', 401, false);
  });

  it('testTokenRefresh', async () => {
    const refreshToken = fromTestToken!;
    expect(refreshToken).toBeTruthy();
    const { client, domain } = setUp();
    const cookies = CookieJar.fromArray({ refresh_token: refreshToken }, domain);
    const response = await client.post(REFRESH_URL, { cookies });
    const body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_token', 200, true);
    expect(body).not.toHaveProperty('data');

    cookies.clearSessionCookies();
    const rotated = cookies.getCookieByName('refresh_token')!.value;
    expect(rotated).toBeTruthy();
    expect(rotated).not.toBe(refreshToken);
  });

  it('testTokenWithRotatedRefreshToken', async () => {
    const state = setUp();
    const { client, cookies, domain } = state;
    const refreshToken1 = await testToken(state);
    expect(refreshToken1).toBeTruthy();

    // Fetch a new refresh token.
    cookies.clear();
    client.setCookie('refresh_token', refreshToken1, domain);
    let response = await client.post(REFRESH_URL);
    let body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_token', 200, true);
    expect(body).not.toHaveProperty('data');

    cookies.clearSessionCookies();
    const refreshToken2 = cookies.getCookieByName('refresh_token')!.value;
    expect(refreshToken2).toBeTruthy();
    expect(refreshToken2).not.toBe(refreshToken1);

    // The rotated refresh token is valid.
    cookies.clear();
    client.setCookie('refresh_token', refreshToken2, domain);
    response = await client.post(TOKEN_URL);
    body = response.body!;
    expectAnswer(response, 'jwt_auth_valid_credential', 200, true);

    expect(body).toHaveProperty('data');
    expect(dataOf(body)).toHaveProperty('token');
    const token = dataOf(body).token as string;
    expect(token).toBeTruthy();
    expect(token).not.toBe(refreshToken2);

    cookies.clearSessionCookies();
    expect(cookies.getCookieByName('refresh_token')).toBeUndefined();

    // The previous refresh token is no longer valid.
    cookies.clear();
    client.setCookie('refresh_token', refreshToken1, domain);
    response = await client.post(TOKEN_URL);
    body = response.body!;
    expectAnswer(response, 'jwt_auth_obsolete_refresh_token', 401, false);
  });

  it('testTokenRefreshRotationByDevice', async () => {
    const { client, cookies, domain } = setUp();
    const devices: Record<number, { device: string; refresh_token?: string }> = {
      1: { device: 'device1' },
      2: { device: 'device2' },
    };
    const count = Object.keys(devices).length;
    cookies.clear();

    // Sign in with each device.
    for (let i = 1; i <= count; i++) {
      const response = await client.post(TOKEN_URL, {
        form_params: { username: USERNAME, password: TEST_PASSWORD, device: devices[i]!.device },
      });
      expect(response.body!.code).toBe('jwt_auth_valid_credential');
      devices[i]!.refresh_token = cookies.getCookieByName('refresh_token')!.value;
      expect(devices[i]!.refresh_token).toBeTruthy();
      if (devices[i - 1]?.refresh_token !== undefined) {
        expect(devices[i]!.refresh_token).not.toBe(devices[i - 1]!.refresh_token);
      }
      cookies.clear();
    }

    // Refresh with each device.
    let initialRefreshToken = '';
    for (let i = 1; i <= count; i++) {
      initialRefreshToken = devices[i]!.refresh_token!;
      client.setCookie('refresh_token', devices[i]!.refresh_token!, domain);
      const response = await client.post(REFRESH_URL, {
        form_params: { device: devices[i]!.device },
      });
      expect(response.body!.code).toBe('jwt_auth_valid_token');

      cookies.clearSessionCookies();
      devices[i]!.refresh_token = cookies.getCookieByName('refresh_token')!.value;
      expect(devices[i]!.refresh_token).toBeTruthy();
      expect(devices[i]!.refresh_token).not.toBe(initialRefreshToken);
      if (devices[i - 1]?.refresh_token !== undefined) {
        expect(devices[i]!.refresh_token).not.toBe(devices[i - 1]!.refresh_token);
      }
      cookies.clear();
    }

    // Each device can use its refresh token to get an access token.
    for (let i = 1; i <= count; i++) {
      client.setCookie('refresh_token', devices[i]!.refresh_token!, domain);
      const response = await client.post(TOKEN_URL, {
        form_params: { device: devices[i]!.device },
      });
      expect(response.body!.code).toBe('jwt_auth_valid_credential');
      expect(dataOf(response.body)).toHaveProperty('token');
      cookies.clear();
    }

    // The last device's previous refresh token is no longer valid.
    client.setCookie('refresh_token', initialRefreshToken, domain);
    const response = await client.post(TOKEN_URL, {
      form_params: { device: devices[count]!.device },
    });
    expect(response.status).toBe(401);
    expect(response.body!.code).toBe('jwt_auth_obsolete_refresh_token');
  });

  it('testTokenRefreshWithInvalidRefreshToken', async () => {
    const refreshToken = fromTestToken!;
    expect(refreshToken).toBeTruthy();
    const { client, domain } = setUp();
    let response = await client.post(REFRESH_URL, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expectAnswer(response, 'jwt_auth_no_auth_cookie', 401, false);

    const cookies = CookieJar.fromArray({ refresh_token: refreshToken }, domain);
    response = await client.post(REFRESH_URL, { cookies });
    expectAnswer(response, 'jwt_auth_obsolete_refresh_token', 401, false);
  });
});
