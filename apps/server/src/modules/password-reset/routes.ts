import { PASSWORD_RESET_ANSWER } from '@portal/contract/rules';
import { requestPasswordReset } from '@portal/contract/endpoints/password-reset';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { PasswordResetService } from './service.js';

export function registerPasswordResetRoutes(
  router: EndpointRouter,
  deps: { passwordReset: PasswordResetService },
): void {
  router.route(requestPasswordReset, async ({ body, request }) => {
    await deps.passwordReset.request(body.email, request.ip);
    return { message: PASSWORD_RESET_ANSWER };
  });
}
