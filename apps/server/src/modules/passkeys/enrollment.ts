import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@portal/contract';
import {
  PASSKEY_CODES,
  PASSKEY_ENROLLMENT_LINK_MINUTES,
  PASSKEY_ENROLLMENT_PATH,
  PASSKEY_MESSAGES,
} from '@portal/contract/rules';
import type { Transaction } from '../../db/client.js';
import { JwtHttpError, WpHttpError } from '../../http/errors.js';
import type { LoginThrottle } from '../auth/login-throttle.js';
import type { UserRow } from '../auth/repository.js';
import { setPasswordRefused } from '../auth/too-many-attempts.js';
import type { Mailer } from '../mail/mailer.js';
import { enrollmentMail } from './mail.js';
import type { PasskeyRepository } from './repository.js';

/** No second link within this many seconds: a person trying again does not get a mail each time. */
const RESEND_AFTER_SECONDS = 10 * 60;
/** Links that do not work count as failed sign-ins of one account for all of them. */
const THROTTLE_ACCOUNT = 'passkey-enrollment-link';

/** Whether any of a user's roles asks for more than a password. */
const needsStrongAuth = (roles: readonly string[], strong: readonly Role[]) =>
  roles.some((role) => (strong as readonly string[]).includes(role));

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidLink = () =>
  new WpHttpError(400, PASSKEY_CODES.invalidLink, PASSKEY_MESSAGES.invalidLink);

/**
 * STRONG_AUTH_ROLES (issue 27 item 3): people with one of these roles do not sign in with a
 * password alone. Their right password is answered with 403 `strong_auth_required` and a
 * one-time link to add a passkey, mailed to them (only after the right password, so a stranger
 * cannot send it; at most one per 10 minutes); with that passkey, or the company account, they
 * sign in. The link works once, for 60 minutes, and ends with a new e-mail address or
 * deactivation (set-password-repository.ts endLinks).
 */
export function createPasskeyEnrollment(deps: {
  repo: PasskeyRepository;
  throttle: LoginThrottle;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  strongAuthRoles: readonly Role[];
}) {
  const { repo, throttle } = deps;

  async function mailLink(user: UserRow): Promise<void> {
    if (await repo.hasRecentEnrollmentLink(user.id, RESEND_AFTER_SECONDS)) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + PASSKEY_ENROLLMENT_LINK_MINUTES * 60_000);
    const mail = enrollmentMail({
      person: user,
      productName: deps.productName,
      url: `${deps.publicUrl}${PASSKEY_ENROLLMENT_PATH}#token=${token}`,
    });
    await deps.mailer.transaction(async (tx: Transaction) => {
      await repo.replaceEnrollmentLink(user.id, hashToken(token), expiresAt, tx);
      return { result: undefined, mails: [mail] };
    });
  }

  return {
    /** The auth service's check of a right password (auth.checkPasswordSignIns). */
    async checkPasswordSignIn(user: UserRow): Promise<void> {
      if (!needsStrongAuth(user.roles, deps.strongAuthRoles)) return;
      await mailLink(user);
      throw new JwtHttpError(
        403,
        PASSKEY_CODES.strongAuthRequired,
        PASSKEY_MESSAGES.strongAuthRequired,
      );
    },

    /** The active user of a live link; a dead one counts against the caller's address. */
    async holderOf(token: string, ip: string): Promise<number> {
      const wait = await throttle.retryAfter(THROTTLE_ACCOUNT, ip);
      if (wait > 0) throw setPasswordRefused(wait);
      const userId = await repo.holderOfEnrollmentLink(hashToken(token));
      if (userId !== undefined) return userId;
      await throttle.recordFailure(THROTTLE_ACCOUNT, ip);
      throw invalidLink();
    },

    /** Uses the link up in the transaction that adds the passkey (one of two at once wins). */
    useLink: (token: string) => async (tx: Transaction) => {
      if ((await repo.useEnrollmentLink(tx, hashToken(token))) === undefined) throw invalidLink();
    },
  };
}

export type PasskeyEnrollment = ReturnType<typeof createPasskeyEnrollment>;
