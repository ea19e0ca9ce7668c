import { contentEndpoints } from '@portal/contract/endpoints/content';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '@/test/fake-api';
import { createSessionHarness } from '@/test/session-harness';
import { jsonResponse, jwtError, restError } from '@/test/wp-responses';
import { SESSION_EXPIRED_NOTICE } from '../session/session-service';
import { ApiError } from './api-error';

const newsList = contentEndpoints.nieuws.list;
const NEWS = [{ id: 1003, title: { rendered: 'Cao-afspraken en verlofregeling 2023' } }];

/** Like our server: only the freshest token is accepted, anything else is 401 invalid_token. */
function newsAcceptingOnly(getValidToken: () => string | undefined) {
  return (call: RecordedCall) =>
    call.headers.get('Authorization') === `Bearer ${getValidToken()}`
      ? jsonResponse(200, NEWS)
      : restError(401, 'invalid_token', 'Het token is verlopen.');
}

describe('api client', () => {
  it('sends the intranet header, the bearer token and cookies with every call', async () => {
    const harness = createSessionHarness();
    const token = harness.signIn();
    harness.api.on('GET', '/wp/v2/nieuws', jsonResponse(200, NEWS));
    await harness.client.call(newsList, {
      query: { status: 'publish', per_page: 5, include: [1, 2] },
    });
    const [call] = harness.api.calls;
    expect(call?.headers.get('X-Intranet-Request')).toBe('1');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.credentials).toBe('include');
    expect(call?.query.toString()).toBe('status=publish&per_page=5&include=1%2C2');
  });

  it('renews once and retries once after a 401 invalid_token', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      newsAcceptingOnly(() => harness.renewedTokens[0]),
    );

    await expect(harness.client.call(newsList)).resolves.toEqual(NEWS);
    expect(harness.api.callsTo('POST', '/jwt-auth/v1/token/refresh')).toHaveLength(1);
    expect(harness.renewedTokens).toHaveLength(1);
    const newsCalls = harness.api.callsTo('GET', '/wp/v2/nieuws');
    expect(newsCalls).toHaveLength(2);
    expect(newsCalls[1]?.headers.get('Authorization')).toBe(`Bearer ${harness.renewedTokens[0]}`);
    expect(harness.store.getState().token).toBe(harness.renewedTokens[0]);
  });

  it('logs out when the retry is refused again', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      restError(401, 'invalid_token', 'Het token is verlopen.'),
    );

    const failure = await harness.client.call(newsList).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(harness.api.callsTo('GET', '/wp/v2/nieuws')).toHaveLength(2);
    expect(harness.renewedTokens).toHaveLength(1);
    await vi.waitFor(() => expect(harness.store.getState().token).toBeNull());
    expect(harness.navigator.visited).toEqual(['/portal?redirect=%2Fportal%2Fnieuws%3Fpagina%3D2']);
  });

  it('logs out without retrying when the renewal fails', async () => {
    const harness = createSessionHarness();
    harness.api.on(
      'POST',
      '/jwt-auth/v1/token/refresh',
      jwtError(401, 'jwt_auth_no_auth_cookie', 'Refresh token cookie not found.'),
    );
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      restError(401, 'invalid_token', 'Het token is verlopen.'),
    );

    await expect(harness.client.call(newsList)).rejects.toBeInstanceOf(ApiError);
    expect(harness.api.callsTo('GET', '/wp/v2/nieuws')).toHaveLength(1);
    await vi.waitFor(() => expect(harness.store.getState().token).toBeNull());
  });

  it('shares one renewal between concurrent calls that all got 401', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      newsAcceptingOnly(() => harness.renewedTokens[0]),
    );

    const results = await Promise.all([
      harness.client.call(newsList),
      harness.client.call(newsList),
      harness.client.call(newsList),
    ]);
    expect(results).toEqual([NEWS, NEWS, NEWS]);
    expect(harness.api.callsTo('POST', '/jwt-auth/v1/token/refresh')).toHaveLength(1);
    expect(harness.renewedTokens).toHaveLength(1);
    expect(harness.api.callsTo('GET', '/wp/v2/nieuws')).toHaveLength(6);
  });

  it('ends the session with the expired notice on jwt_auth_obsolete_token', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn();
    harness.api.on(
      'GET',
      '/wp/v2/nieuws',
      restError(401, 'jwt_auth_obsolete_token', 'De sessie is beëindigd.'),
    );

    await expect(harness.client.call(newsList)).rejects.toMatchObject({
      code: 'jwt_auth_obsolete_token',
    });
    expect(harness.renewedTokens).toHaveLength(0);
    await vi.waitFor(() => expect(harness.store.getState().notice).toBe(SESSION_EXPIRED_NOTICE));
    expect(harness.store.getState().token).toBeNull();
    expect(harness.navigator.current).toMatch(/^\/portal\?redirect=/);
  });

  it.each([
    [403, 'rest_forbidden'],
    [404, 'rest_no_route'],
    [401, 'rest_not_logged_in'],
  ])('passes a %i %s through without renewing', async (status, code) => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn();
    harness.api.on('GET', '/wp/v2/nieuws', restError(status, code, 'Nee.'));
    await expect(harness.client.call(newsList)).rejects.toMatchObject({
      status,
      code,
      message: 'Nee.',
    });
    expect(harness.renewedTokens).toHaveLength(0);
    expect(harness.store.getState().token).not.toBeNull();
  });
});
