import { PASSWORD_RULE_CODES, PASSWORD_RULE_MESSAGES } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import {
  INTRANET,
  login,
  refreshCookieOf,
  TEST_PASSWORD,
  useTestApp,
} from '../helpers/test-app.js';

const ctx = useTestApp();
const messageOf: Record<string, string> = Object.fromEntries(
  Object.entries(PASSWORD_RULE_CODES).map(([rule, code]) => [
    code,
    PASSWORD_RULE_MESSAGES[rule as keyof typeof PASSWORD_RULE_CODES],
  ]),
);
const url = '/wp-json/custom/v1/change-password';
const NEW_PASSWORD = 'Nieuw-wachtwoord-42';

const changePassword = (token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });

const signIn = (key: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    payload: { username: emailOf(key), password },
  });

const profile = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/wp-json/custom/v1/user-profile',
    headers: { authorization: `Bearer ${token}` },
  });

const refresh = (cookie: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token/refresh',
    headers: INTRANET,
    cookies: { refresh_token: cookie },
  });

/** The password of `key` is still TEST_PASSWORD and its earlier session still works. */
async function expectPasswordUnchanged(
  key: string,
  session: { token: string; refreshCookie: string },
  attempted: string,
) {
  expect((await signIn(key, TEST_PASSWORD)).statusCode).toBe(200);
  if (attempted !== TEST_PASSWORD) {
    const withAttempted = await signIn(key, attempted);
    expect(withAttempted.statusCode).toBe(401);
    expect(withAttempted.json()).toMatchObject({ code: 'incorrect_password' });
  }
  expect((await profile(session.token)).statusCode).toBe(200);
  expect((await refresh(session.refreshCookie)).statusCode).toBe(200);
}

describe('POST /wp-json/custom/v1/change-password', () => {
  describe('after a successful change', () => {
    let before: Awaited<ReturnType<typeof login>>;
    let response: Awaited<ReturnType<typeof changePassword>>;

    beforeAll(async () => {
      before = await login(ctx.app, emailOf('emma'));
      response = await changePassword(before.token, {
        old_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
    });

    it('answers 200 with success true and clears the refresh cookie', () => {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: expect.any(String) });
      const cookie = response.cookies.find((c) => c.name === 'refresh_token');
      expect(cookie?.value).toBe('');
    });

    it('refuses the old access token on user-profile with 401 jwt_auth_obsolete_token', async () => {
      const old = await profile(before.token);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toMatchObject({ code: 'jwt_auth_obsolete_token', data: { status: 401 } });
    });

    it('refuses the old access token on token/validate with jwt_auth_obsolete_token', async () => {
      const old = await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/jwt-auth/v1/token/validate',
        headers: { authorization: `Bearer ${before.token}` },
      });
      expect(old.statusCode).toBe(401);
      expect(old.json()).toStrictEqual({
        success: false,
        statusCode: 401,
        code: 'jwt_auth_obsolete_token',
        message: 'Token is obsolete',
        data: [],
      });
    });

    it('refuses the old refresh cookie on token/refresh and on token', async () => {
      const rotate = await refresh(before.refreshCookie);
      expect(rotate.statusCode).toBe(401);
      expect(rotate.json()).toMatchObject({ code: 'jwt_auth_invalid_refresh_token' });
      expect(refreshCookieOf(rotate)).toBeUndefined();

      const token = await ctx.app.inject({
        method: 'POST',
        url: '/wp-json/jwt-auth/v1/token',
        headers: INTRANET,
        cookies: { refresh_token: before.refreshCookie },
      });
      expect(token.statusCode).toBe(401);
      expect(token.json()).toMatchObject({ code: 'jwt_auth_invalid_refresh_token' });
    });

    it('signs in with the new password, and the new session works', async () => {
      const session = await login(ctx.app, emailOf('emma'), NEW_PASSWORD);
      expect((await profile(session.token)).statusCode).toBe(200);
      expect((await refresh(session.refreshCookie)).statusCode).toBe(200);
    });

    it('refuses the old password with incorrect_password', async () => {
      const old = await signIn('emma', TEST_PASSWORD);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toMatchObject({ code: 'incorrect_password', data: [] });
    });
  });

  it('accepts a strong new password of exactly 12 characters', async () => {
    const session = await login(ctx.app, emailOf('milan'));
    const response = await changePassword(session.token, {
      old_password: TEST_PASSWORD,
      new_password: 'Tulp!Regen#7',
      confirm_password: 'Tulp!Regen#7',
    });
    expect(response.statusCode).toBe(200);
    expect((await signIn('milan', 'Tulp!Regen#7')).statusCode).toBe(200);
  });

  const rejections = [
    {
      name: 'a wrong old password',
      key: 'thijs',
      body: {
        old_password: 'niet-het-wachtwoord',
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
      code: 'incorrect_password',
    },
    {
      name: 'a confirmation that differs from the new password',
      key: 'julia',
      body: {
        old_password: TEST_PASSWORD,
        new_password: NEW_PASSWORD,
        confirm_password: `${NEW_PASSWORD}x`,
      },
      code: 'password_mismatch',
    },
    {
      name: 'a new password of 11 characters',
      key: 'bram',
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'Elf-tekens1',
        confirm_password: 'Elf-tekens1',
      },
      code: 'password_too_short',
    },
    {
      name: 'a new password equal to the current one',
      key: 'noor',
      body: {
        old_password: TEST_PASSWORD,
        new_password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
      },
      code: 'password_unchanged',
    },
    {
      name: 'a long but common password',
      key: 'tim',
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'Welkom123456',
        confirm_password: 'Welkom123456',
      },
      code: 'password_too_weak',
    },
    {
      // Only the Dutch dictionary knows these words: with the common lists alone they pass.
      name: 'Dutch words with a year',
      key: 'fleur',
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'Eindhoven2026',
        confirm_password: 'Eindhoven2026',
      },
      code: 'password_too_weak',
    },
    {
      name: 'the user’s own name with digits',
      key: 'anna',
      body: {
        old_password: TEST_PASSWORD,
        new_password: 'annawillems1234',
        confirm_password: 'annawillems1234',
      },
      code: 'password_too_weak',
    },
  ];

  it.each(rejections)(
    'answers 422 $code for $name and keeps the password',
    async ({ key, body, code }) => {
      const session = await login(ctx.app, emailOf(key));
      const response = await changePassword(session.token, body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toStrictEqual({
        code,
        message: messageOf[code],
        data: { status: 422 },
      });
      expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
      await expectPasswordUnchanged(key, session, body.new_password);
    },
  );

  it('answers 400 rest_invalid_param naming the missing fields and keeps the password', async () => {
    const session = await login(ctx.app, emailOf('lars'));
    const response = await changePassword(session.token, {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(Object.keys(body.data.params)).toEqual(['confirm_password']);
    expect(body.message).toContain('confirm_password');

    const empty = await changePassword(session.token, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().data.params).sort()).toEqual([
      'confirm_password',
      'new_password',
      'old_password',
    ]);
    await expectPasswordUnchanged('lars', session, NEW_PASSWORD);
  });

  it('answers 400 rest_invalid_param naming an unknown field and keeps the password', async () => {
    const session = await login(ctx.app, emailOf('sophie'));
    const response = await changePassword(session.token, {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      user_id: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { user_id: expect.any(String) } },
    });
    await expectPasswordUnchanged('sophie', session, NEW_PASSWORD);
  });

  it('answers 401 rest_not_logged_in without a token', async () => {
    const response = await changePassword(undefined, {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      code: 'rest_not_logged_in',
      message: 'Je bent niet ingelogd.',
      data: { status: 401 },
    });
  });

  it('answers 401 invalid_token for a garbage bearer token', async () => {
    const response = await changePassword('rommel', {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token', data: { status: 401 } });
  });

  it('counts wrong old passwords against the login limits: 429 with Retry-After after 10, in the WordPress shape', async () => {
    const session = await login(ctx.app, emailOf('noor'));
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await changePassword(session.token, {
        old_password: `fout-${attempt}`,
        new_password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(422);
    }
    const limited = await changePassword(session.token, {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    // The window started at the first failure, a few (busy) seconds before this answer.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(limited.json()).toStrictEqual({
      code: 'jwt_auth_too_many_attempts',
      message:
        'Te veel pogingen met een onjuist huidig wachtwoord. Probeer het over 15 minuten opnieuw.',
      data: { status: 429 },
    });
    // The same limits as a login: that address is refused for this account, others are not.
    const fromHere = await signIn('noor', TEST_PASSWORD);
    expect(fromHere.statusCode).toBe(429);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      remoteAddress: '192.0.2.80',
      payload: { username: emailOf('noor'), password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await profile(session.token)).statusCode).toBe(200);
  });
});
