import { vi } from 'vitest';
import { createApiClient } from '@/shared/api/api-client';
import { createHttp } from '@/shared/api/http';
import { createSessionService } from '@/shared/session/session-service';
import { createSessionStore } from '@/shared/session/session-store';
import { installFakeApi } from './fake-api';
import { makeToken } from './tokens';
import { refreshSuccess, sessionUser, successMessage, tokenSuccess } from './wp-responses';

export const TOKEN_LIFETIME_MS = 10 * 60_000;

/**
 * The session machinery without React: real store (on jsdom's localStorage), real http and api
 * client, a fake server behind fetch and a navigator that records where it was sent.
 */
export function createSessionHarness({ currentPath = '/portal/nieuws?pagina=2' } = {}) {
  const api = installFakeApi();
  const navigator = {
    visited: [] as string[],
    current: currentPath,
    navigate(to: string) {
      this.visited.push(to);
      this.current = to;
    },
    currentPath() {
      return this.current;
    },
  };
  const store = createSessionStore(window.localStorage);
  const clearCaches = vi.fn();
  const service = createSessionService({ store, http: createHttp(), navigator, clearCaches });
  const client = createApiClient(createHttp(), service);

  /** Tokens handed out by POST /jwt-auth/v1/token without credentials, in order. */
  const renewedTokens: string[] = [];
  function serveRenewals() {
    api.on('POST', '/jwt-auth/v1/token/refresh', refreshSuccess());
    api.on('POST', '/jwt-auth/v1/token', (call) => {
      if (call.body) return tokenSuccess(makeToken(Date.now() + TOKEN_LIFETIME_MS));
      const token = makeToken(Date.now() + TOKEN_LIFETIME_MS);
      renewedTokens.push(token);
      return tokenSuccess(token);
    });
  }
  api.on('POST', '/custom/v1/logout', successMessage('Je bent uitgelogd.'));

  function signIn(expiresAt = Date.now() + TOKEN_LIFETIME_MS) {
    const token = makeToken(expiresAt);
    store
      .getState()
      .signIn({ token, expiresAt: Math.floor(expiresAt / 1000) * 1000, user: sessionUser() });
    return token;
  }

  return {
    api,
    navigator,
    store,
    clearCaches,
    service,
    client,
    renewedTokens,
    serveRenewals,
    signIn,
  };
}
