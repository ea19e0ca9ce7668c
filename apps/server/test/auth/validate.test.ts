import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { AccessTokens } from '../../src/modules/auth/access-token.js';
import { login, SIGNING_KEY, TEST_PASSWORD, testConfig, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
const url = '/wp-json/jwt-auth/v1/token/validate';

const validate = (authorization?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: authorization === undefined ? {} : { authorization },
  });

/** The session key a token carries as `pass`, read from a token the server issued. */
const passOf = (token: string) =>
  (decodeJwt(token) as { data: { user: { pass: string } } }).data.user.pass;
/** The sign-in a token belongs to. */
const sidOf = (token: string) => decodeJwt(token).sid as string;

describe('POST /wp-json/jwt-auth/v1/token/validate', () => {
  it('answers exactly jwt-validate-success.json for a token from a fresh login', async () => {
    const { token } = await login(ctx.app, emailOf('daan'));
    const response = await validate(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    // anchors/wordpress/samples/jwt-validate-success.json
    expect(response.json()).toStrictEqual({
      success: true,
      statusCode: 200,
      code: 'jwt_auth_valid_token',
      message: 'Token is valid',
      data: [],
    });
  });

  it('answers exactly jwt-validate-no-header.json without an Authorization header', async () => {
    const response = await validate();
    expect(response.statusCode).toBe(401);
    // anchors/wordpress/samples/jwt-validate-no-header.json
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_no_auth_header',
      message: 'Authorization header not found.',
      data: [],
    });
  });

  it('answers jwt_auth_bad_auth_header for an Authorization header without a bearer token', async () => {
    const response = await validate('Bearer');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_bad_auth_header',
      message: 'Authorization header malformed.',
      data: [],
    });
  });

  it('answers exactly jwt-validate-garbage-token.json for a token that is not a JWT', async () => {
    const response = await validate('Bearer dit-is-geen-token');
    expect(response.statusCode).toBe(401);
    // anchors/wordpress/samples/jwt-validate-garbage-token.json
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_token',
      message: 'Malformed UTF-8 characters',
      data: [],
    });
  });

  it('answers exactly jwt-validate-invalid-token.json for a token signed with another key', async () => {
    const { token, id } = await login(ctx.app, emailOf('emma'));
    const forged = await new AccessTokens(
      'another-signing-key-that-is-also-long-enough-987',
      testConfig.publicUrl,
      testConfig.accessTokenTtl,
    ).sign(id, passOf(token), { sid: sidOf(token) });
    const response = await validate(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    // anchors/wordpress/samples/jwt-validate-invalid-token.json
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_token',
      message: 'Signature verification failed',
      data: [],
    });
  });

  it('refuses an expired token with jwt_auth_invalid_token "Expired token", and accepts the same token signed now', async () => {
    const { token, id } = await login(ctx.app, emailOf('thijs'));
    const tokens = new AccessTokens(SIGNING_KEY, testConfig.publicUrl, testConfig.accessTokenTtl);

    const expired = await tokens.sign(
      id,
      passOf(token),
      { sid: sidOf(token) },
      Date.now() - 2 * testConfig.accessTokenTtl * 1000,
    );
    const response = await validate(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_invalid_token',
      message: 'Expired token',
      data: [],
    });

    // Control: the only difference is the time of signing.
    const fresh = await tokens.sign(id, passOf(token), { sid: sidOf(token) });
    expect((await validate(`Bearer ${fresh}`)).statusCode).toBe(200);
  });

  it('refuses a token signed for another issuer', async () => {
    const { token, id } = await login(ctx.app, emailOf('julia'));
    const other = await new AccessTokens(SIGNING_KEY, 'https://ander-intranet.example', 600).sign(
      id,
      passOf(token),
      { sid: sidOf(token) },
    );
    const response = await validate(`Bearer ${other}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'jwt_auth_invalid_token',
      data: [],
    });
  });

  it('answers jwt_auth_user_not_found for a well-signed token of a user that does not exist', async () => {
    const token = await new AccessTokens(SIGNING_KEY, testConfig.publicUrl, 600).sign(
      987654,
      'x'.repeat(32),
      { sid: 'no-such-sign-in' },
    );
    const response = await validate(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_user_not_found',
      message: 'User not found',
      data: [],
    });
  });

  it('answers jwt_auth_obsolete_token for a token issued before a password change', async () => {
    const { token } = await login(ctx.app, emailOf('bram'));
    expect((await validate(`Bearer ${token}`)).statusCode).toBe(200);

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        old_password: TEST_PASSWORD,
        new_password: 'Een-nieuw-wachtwoord-9',
        confirm_password: 'Een-nieuw-wachtwoord-9',
      },
    });
    expect(change.statusCode).toBe(200);

    const response = await validate(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 401,
      code: 'jwt_auth_obsolete_token',
      message: 'Token is obsolete',
      data: [],
    });

    const { token: newToken } = await login(ctx.app, emailOf('bram'), 'Een-nieuw-wachtwoord-9');
    expect((await validate(`Bearer ${newToken}`)).statusCode).toBe(200);
  });
});
