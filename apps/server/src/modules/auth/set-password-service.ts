import { INVALID_SET_PASSWORD_LINK, type SetPasswordRequest } from '@portal/contract';
import { WpHttpError } from '../../http/errors.js';
import type { LoginThrottle } from './login-throttle.js';
import { checkNewPassword, personalWords } from './password-rules.js';
import { hashPassword, newSessionKey } from './passwords.js';
import type { SetPasswordLinks } from './set-password-links.js';
import { setPasswordRefused } from './too-many-attempts.js';

/**
 * Links that do not work count as failed sign-ins of one account for all links
 * (login-throttle.ts): after 10 from one address that address waits out the 15-minute window,
 * and from 30 on over all addresses every further one slows the next down. The tokens cannot be
 * guessed anyway (32 random bytes); this keeps a script from hammering the endpoint.
 */
const THROTTLE_ACCOUNT = 'set-password-link';

const invalidLink = () =>
  new WpHttpError(400, INVALID_SET_PASSWORD_LINK.code, INVALID_SET_PASSWORD_LINK.message);

/** POST /intranet/v1/set-password: a one-time link sets its user's password. */
export function createSetPasswordService(deps: {
  links: SetPasswordLinks;
  throttle: LoginThrottle;
  /** Forgets the user's old session key on every instance (auth service). */
  passwordReplaced: (userId: number) => Promise<void>;
}) {
  const { links, throttle } = deps;

  async function refuseLink(ip: string): Promise<never> {
    await throttle.recordFailure(THROTTLE_ACCOUNT, ip);
    throw invalidLink();
  }

  return {
    /**
     * An unknown, used or expired link gets one answer, so a caller learns nothing about which.
     * The link is checked before the password rule, so a dead link is said at once; using it
     * checks again, as another request may have used it in between.
     */
    async setPassword(input: SetPasswordRequest, ip: string): Promise<void> {
      const wait = await throttle.retryAfter(THROTTLE_ACCOUNT, ip);
      if (wait > 0) throw setPasswordRefused(wait);
      const holder = await links.holderOf(input.token);
      if (!holder) return refuseLink(ip);
      await checkNewPassword(input.password, personalWords(holder));
      const userId = await links.use(
        input.token,
        await hashPassword(input.password),
        newSessionKey(),
      );
      if (userId === undefined) return refuseLink(ip);
      await deps.passwordReplaced(userId);
    },
  };
}

export type SetPasswordService = ReturnType<typeof createSetPasswordService>;
