import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { OidcConfig } from '../../sign-in-config.js';
import type { AuthService } from '../auth/service.js';
import { createCompanyAccounts } from './accounts.js';
import { createFlowCookies } from './flow-cookie.js';
import { createProvider } from './provider.js';
import { registerCompanySignInRoutes } from './routes.js';
import { createCompanySignIn } from './service.js';

/**
 * Signing in with the company's own account (issue 27 items 4 and 5, docs/sign-in.md), when
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set; its routes answer 404 otherwise.
 */
export function registerCompanySignIn(deps: {
  router: EndpointRouter;
  db: Database;
  auth: AuthService;
  settings: OidcConfig | undefined;
  signingKey: string;
  publicUrl: string;
  secureCookies: boolean;
  log: FastifyBaseLogger;
  /** A person's roles changed at a sign-in: every instance forgets what it kept of them. */
  rolesChanged: (userId: number) => Promise<void>;
}): void {
  const { settings } = deps;
  const signIn = settings
    ? createCompanySignIn({
        settings,
        provider: createProvider(settings),
        accounts: createCompanyAccounts({ db: deps.db, settings }),
        auth: deps.auth,
        publicUrl: deps.publicUrl,
        log: deps.log,
        rolesChanged: deps.rolesChanged,
      })
    : undefined;
  registerCompanySignInRoutes(deps.router, {
    signIn,
    cookies: createFlowCookies(deps.signingKey, deps.secureCookies),
    publicUrl: deps.publicUrl,
    secureCookies: deps.secureCookies,
  });
}
