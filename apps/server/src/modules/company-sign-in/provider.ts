import * as client from 'openid-client';
import type { OidcConfig } from '../../sign-in-config.js';

/**
 * The provider's configuration, discovered from OIDC_ISSUER (`/.well-known/openid-configuration`)
 * at the first sign-in and kept; a failed discovery (the provider unreachable) is tried again at
 * the next one. Plain http is allowed only for a provider on this machine (tests, a local
 * Keycloak); config.ts refuses it elsewhere.
 */
export function createProvider(settings: OidcConfig) {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    configuration(): Promise<client.Configuration> {
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
          throw error;
        });
      return discovered;
    },
  };
}

export type Provider = ReturnType<typeof createProvider>;
