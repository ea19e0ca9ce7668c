import type { Role } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { AuthService } from '../auth/service.js';
import type { Mailer } from '../mail/mailer.js';
import { createChallenges } from './challenges.js';
import { createPasskeyEnrollment } from './enrollment.js';
import { createPasskeyRepository } from './repository.js';
import { registerPasskeyRoutes } from './routes.js';
import { createPasskeyService } from './service.js';

/**
 * Passkeys (issue 27 items 2 and 3, docs/sign-in.md): Profiel → Account, "Inloggen met
 * passkey", and STRONG_AUTH_ROLES, whose right password alone signs nobody in.
 */
export function registerPasskeys(deps: {
  router: EndpointRouter;
  db: Database;
  auth: AuthService;
  throttle: LoginThrottle;
  mailer: Mailer;
  signingKey: string;
  publicUrl: string;
  productName: string;
  secureCookies: boolean;
  strongAuthRoles: readonly Role[];
}): void {
  const repo = createPasskeyRepository(deps.db);
  const passkeys = createPasskeyService({
    repo,
    challenges: createChallenges(deps.signingKey),
    auth: deps.auth,
    throttle: deps.throttle,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    productName: deps.productName,
    signingKey: deps.signingKey,
  });
  const enrollment = createPasskeyEnrollment({
    repo,
    throttle: deps.throttle,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    productName: deps.productName,
    strongAuthRoles: deps.strongAuthRoles,
  });
  deps.auth.checkPasswordSignIns((user) => enrollment.checkPasswordSignIn(user));
  registerPasskeyRoutes(deps.router, {
    passkeys,
    enrollment,
    secureCookies: deps.secureCookies,
    publicUrl: deps.publicUrl,
  });
}
