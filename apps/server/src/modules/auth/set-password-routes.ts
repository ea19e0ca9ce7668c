import { setPassword } from '@portal/contract/endpoints/auth';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { SetPasswordService } from './set-password-service.js';

/** The page a set-password link opens sends the token from its fragment here (public). */
export function registerSetPasswordRoutes(
  router: EndpointRouter,
  deps: { setPasswords: SetPasswordService },
): void {
  router.route(setPassword, async ({ body, request }) => {
    await deps.setPasswords.setPassword(body, request.ip);
    return { success: true, message: 'Je wachtwoord is ingesteld. Je kunt nu inloggen.' };
  });
}
