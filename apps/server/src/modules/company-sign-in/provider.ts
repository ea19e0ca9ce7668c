import * as client from 'openid-client';
import type { OidcConfig } from '../../sign-in-config.js';

/**
 * The provider's configuration, discovered from OIDC_ISSUER (`/.well-known/openid-configuration`)
 * at the first sign-in and kept; a failed discovery (the provider unreachable) is tried again at
 * a sign-in 30 s or more later. Plain http is allowed only for a provider on this machine (tests, a local
 * Keycloak); config.ts refuses it elsewhere.
 */
const RETRY_MS = 30_000;

export function createProvider(settings: OidcConfig, now = Date.now) {
  let discovered: Promise<client.Configuration> | undefined;
  let failedAt = -Infinity;
  return {
    configuration(): Promise<client.Configuration> {
      // A provider that did not answer is asked again after RETRY_MS, not at every request: a
      // stream of sign-in clicks (or of requests by anyone: the start is public) would otherwise
      // make as many outgoing requests.
      if (!discovered && now() - failedAt < RETRY_MS) {
        return Promise.reject(new Error('the OpenID provider did not answer a moment ago'));
      }
      discovered ??= client
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          settings.clientSecret,
          undefined,
          new URL(settings.issuer).protocol === 'http:'
            ? { execute: [client.allowInsecureRequests] }
            : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          failedAt = now();
          throw error;
        });
      return discovered;
    },
  };
}

export type Provider = ReturnType<typeof createProvider>;
