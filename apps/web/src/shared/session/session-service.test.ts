import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionHarness, TOKEN_LIFETIME_MS } from '@/test/session-harness';
import { jwtError, successMessage, validTokenResponse } from '@/test/wp-responses';
import { SESSION_EXPIRED_NOTICE } from './session-service';
import { SESSION_STORE_ID } from './session-store';

const MINUTE = 60_000;

// Only the clock and timers are faked: fetch bodies are read with the real event loop.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'Date'],
    now: new Date('2026-03-02T09:00:00Z'),
  });
});
afterEach(() => {
  vi.useRealTimers();
});

async function signInThroughLogin(harness: ReturnType<typeof createSessionHarness>) {
  harness.api.on('GET', '/custom/v1/clear-refresh-token', successMessage('Refresh token cleared.'));
  harness.api.on('GET', '/custom/v1/user-profile', jwtError(500, 'internal_error', 'Boom'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  harness.serveRenewals();
  await harness.service.login('sanne@example.test', 'geheim-wachtwoord');
}

describe('renewal timer', () => {
  it('renews 60 s before expiry, stores the new token and re-arms itself', async () => {
    const harness = createSessionHarness();
    await signInThroughLogin(harness);
    const refreshCalls = () => harness.api.callsTo('POST', '/jwt-auth/v1/token/refresh');

    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS - MINUTE - 1);
    expect(refreshCalls()).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(refreshCalls()).toHaveLength(1);
    await vi.waitFor(() => expect(harness.renewedTokens).toHaveLength(1));
    const [firstRenewal] = harness.renewedTokens;
    await vi.waitFor(() => expect(harness.store.getState().token).toBe(firstRenewal));
    const loginExpiry = Date.parse('2026-03-02T09:00:00Z') + TOKEN_LIFETIME_MS;
    // A full lifetime counted from the renewal (60 s before the first token ran out).
    const renewedAt = loginExpiry - MINUTE;
    expect(harness.store.getState().expiresAt).toBe(renewedAt + TOKEN_LIFETIME_MS);
    expect(harness.store.getState().expiresAt).toBeGreaterThan(loginExpiry);
    expect(refreshCalls()).toHaveLength(1);
    // Renewal is refresh (cookie) first, then a token request without credentials.
    const tokenRequests = harness.api.callsTo('POST', '/jwt-auth/v1/token');
    expect(tokenRequests.at(-1)?.body).toBeUndefined();
    expect(tokenRequests.at(-1)?.credentials).toBe('include');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORE_ID) ?? '{}').state.token).toBe(
      firstRenewal,
    );

    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS - MINUTE);
    await vi.waitFor(() => expect(harness.renewedTokens).toHaveLength(2));
    await vi.waitFor(() => expect(harness.store.getState().token).toBe(harness.renewedTokens[1]));
  });

  it('logs out when the refresh token is refused', async () => {
    const harness = createSessionHarness();
    await signInThroughLogin(harness);
    harness.api.on(
      'POST',
      '/jwt-auth/v1/token/refresh',
      jwtError(401, 'jwt_auth_invalid_refresh_token', 'Invalid refresh token.'),
    );

    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS - MINUTE);
    await vi.waitFor(() => expect(harness.store.getState().token).toBeNull());
    expect(harness.store.getState()).toMatchObject({ expiresAt: null, user: null });
    expect(window.localStorage.getItem(SESSION_STORE_ID)).toBeNull();
    expect(harness.clearCaches).toHaveBeenCalled();
    expect(harness.navigator.visited).toEqual(['/portal?redirect=%2Fportal%2Fnieuws%3Fpagina%3D2']);
  });

  it('shows the session-expired notice when the token request refuses the cookie as obsolete', async () => {
    const harness = createSessionHarness();
    await signInThroughLogin(harness);
    // What the server answers to a rotated (reused) cookie on POST /token, as the JWT Auth plugin.
    harness.api.on(
      'POST',
      '/jwt-auth/v1/token',
      jwtError(401, 'jwt_auth_obsolete_refresh_token', 'Refresh token is obsolete'),
    );

    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS - MINUTE);
    await vi.waitFor(() => expect(harness.store.getState().notice).toBe(SESSION_EXPIRED_NOTICE));
    expect(harness.store.getState().token).toBeNull();
    expect(harness.api.callsTo('POST', '/custom/v1/logout')).toHaveLength(0);
  });

  it('renews at once when the token is already inside the margin', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.signIn(Date.now() + 30_000);
    await harness.service.checkOnStartup();
    expect(harness.api.callsTo('POST', '/jwt-auth/v1/token/validate')).toHaveLength(0);
    expect(harness.store.getState().token).toBe(harness.renewedTokens[0]);
  });
});

describe('start-up token check', () => {
  it('validates a stored token and arms the timer', async () => {
    const harness = createSessionHarness();
    harness.serveRenewals();
    harness.api.on('POST', '/jwt-auth/v1/token/validate', validTokenResponse());
    const token = harness.signIn();
    await harness.service.checkOnStartup();
    const [validate] = harness.api.callsTo('POST', '/jwt-auth/v1/token/validate');
    expect(validate?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(harness.store.getState().token).toBe(token);

    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS - MINUTE);
    await vi.waitFor(() => expect(harness.renewedTokens).toHaveLength(1));
  });

  it('logs out when the stored token is invalid', async () => {
    const harness = createSessionHarness();
    harness.api.on(
      'POST',
      '/jwt-auth/v1/token/validate',
      jwtError(401, 'jwt_auth_invalid_token', 'Signature verification failed'),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    harness.signIn();
    await harness.service.checkOnStartup();
    await vi.waitFor(() => expect(harness.store.getState().token).toBeNull());
    expect(harness.navigator.current).toBe('/portal?redirect=%2Fportal%2Fnieuws%3Fpagina%3D2');
  });

  it('shows the session-expired notice when the server ended the session', async () => {
    const harness = createSessionHarness();
    harness.api.on(
      'POST',
      '/jwt-auth/v1/token/validate',
      jwtError(401, 'jwt_auth_obsolete_token', 'Token is obsolete'),
    );
    harness.signIn();
    await harness.service.checkOnStartup();
    await vi.waitFor(() => expect(harness.store.getState().notice).toBe(SESSION_EXPIRED_NOTICE));
    expect(harness.store.getState().token).toBeNull();
    // Nothing is left to revoke on the server.
    expect(harness.api.callsTo('POST', '/custom/v1/logout')).toHaveLength(0);
  });

  it('does nothing without a stored token', async () => {
    const harness = createSessionHarness();
    await harness.service.checkOnStartup();
    expect(harness.api.calls).toHaveLength(0);
  });
});

describe('logout', () => {
  it('revokes on the server, then clears token, expiry, user, storage and caches', async () => {
    const harness = createSessionHarness({ currentPath: '/portal/profiel' });
    const token = harness.signIn();
    await harness.service.logout();
    const [call] = harness.api.callsTo('POST', '/custom/v1/logout');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.credentials).toBe('include');
    expect(harness.store.getState()).toMatchObject({ token: null, expiresAt: null, user: null });
    expect(window.localStorage.getItem(SESSION_STORE_ID)).toBeNull();
    expect(harness.clearCaches).toHaveBeenCalledOnce();
    expect(harness.navigator.visited).toEqual(['/portal']);
  });

  it('still ends the local session when the server call fails, and only logs it', async () => {
    const harness = createSessionHarness();
    harness.api.on('POST', '/custom/v1/logout', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    harness.signIn();
    await harness.service.logout();
    expect(consoleError).toHaveBeenCalledOnce();
    expect(harness.store.getState().token).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORE_ID)).toBeNull();
    expect(harness.navigator.visited).toEqual(['/portal']);
  });

  it('keeps a redirect query the user was carrying', async () => {
    const harness = createSessionHarness({ currentPath: '/portal?redirect=%2Fportal%2Fcollegas' });
    harness.signIn();
    await harness.service.logout();
    expect(harness.navigator.visited).toEqual(['/portal?redirect=%2Fportal%2Fcollegas']);
  });

  it('adds the changed_password flag after a password change', async () => {
    const harness = createSessionHarness({ currentPath: '/portal/profiel' });
    harness.signIn();
    await harness.service.logout({ changedPassword: true });
    expect(harness.navigator.visited).toEqual(['/portal?changed_password=1']);
  });

  it('stops the renewal timer', async () => {
    const harness = createSessionHarness();
    await signInThroughLogin(harness);
    await harness.service.logout();
    await vi.advanceTimersByTimeAsync(TOKEN_LIFETIME_MS);
    expect(harness.api.callsTo('POST', '/jwt-auth/v1/token/refresh')).toHaveLength(0);
  });
});
