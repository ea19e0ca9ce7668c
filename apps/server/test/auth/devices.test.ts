import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, refreshCookieOf, useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();

/** The JWT Auth plugin's `device` parameter, form-encoded as its clients send it. */
const post = (url: string, form: Record<string, string>, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/wp-json/jwt-auth/v1/${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    cookies: cookie ? { refresh_token: cookie } : {},
  });

const signIn = (device: string) =>
  post('token', { username: 'noor', password: TEST_PASSWORD, device });

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    data: { user: { device: string } };
  };

describe('the device parameter: one sign-in per device, each rotating on its own', () => {
  it('names the device in the access token, as the plugin does', async () => {
    const response = await signIn('telefoon');
    expect(response.statusCode).toBe(200);
    expect(payloadOf(response.json().data.token).data.user.device).toBe('telefoon');

    const renewed = await post('token', { device: 'telefoon' }, refreshCookieOf(response));
    expect(payloadOf(renewed.json().data.token).data.user.device).toBe('telefoon');
  });

  it('refuses a device’s cookie presented for another device, and that ends nothing', async () => {
    const phone = refreshCookieOf(await signIn('telefoon'))!;
    await signIn('tablet');

    const wrongDevice = await post('token/refresh', { device: 'tablet' }, phone);
    expect(wrongDevice.statusCode).toBe(401);
    expect(wrongDevice.json().code).toBe('jwt_auth_obsolete_refresh_token');
    const noDevice = await post('token', {}, phone);
    expect(noDevice.statusCode).toBe(401);

    const own = await post('token/refresh', { device: 'telefoon' }, phone);
    expect(own.statusCode).toBe(200);
  });

  it('refuses a device name longer than 200 characters (400, nothing signed in)', async () => {
    const response = await signIn('x'.repeat(201));
    expect(response.statusCode).toBe(400);
    expect(refreshCookieOf(response)).toBeUndefined();
  });
});
