import { createHash, randomBytes } from 'node:crypto';
import { SET_PASSWORD_PATH } from '@portal/contract';
import type { SetPasswordRepository } from './set-password-repository.js';

/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 24;

export interface SetPasswordLink {
  /** `${PUBLIC_URL}/portal/wachtwoord-instellen#token=…`: in the fragment, so the token never reaches a request line or an access log. */
  url: string;
  expiresAt: Date;
}

/** Only this is stored: a database copy alone sets nobody's password. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time set-password links: the first administrator's at the first start, later the
 * invitations of Beheer. A link holds 32 random bytes (base64url), so guessing one is hopeless;
 * it works once and for SET_PASSWORD_LINK_HOURS, and a new link of a user ends the earlier ones.
 */
export function createSetPasswordLinks(deps: { repo: SetPasswordRepository; publicUrl: string }) {
  const { repo } = deps;
  return {
    async createSetPasswordLink(userId: number): Promise<SetPasswordLink> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3600 * 1000);
      await repo.replaceLink(userId, hashToken(token), expiresAt);
      return { url: `${deps.publicUrl}${SET_PASSWORD_PATH}#token=${token}`, expiresAt };
    },

    /** The user of the link of `token` while it still works (unused, not expired). */
    async holderOf(token: string) {
      return repo.userOfLiveLink(hashToken(token));
    },

    /**
     * Uses the link: the password is set and every session of its user ends, at once with
     * marking the link used. Returns the user, or undefined when the link no longer works (also
     * when another request used it a moment earlier).
     */
    use(token: string, passwordHash: string, sessionKey: string): Promise<number | undefined> {
      return repo.useLink(hashToken(token), passwordHash, sessionKey);
    },

    /** A link of the user made less than `seconds` ago that still works (see first-start.ts). */
    hasRecentLink(userId: number, seconds: number): Promise<boolean> {
      return repo.hasRecentLiveLink(userId, seconds);
    },
  };
}

export type SetPasswordLinks = ReturnType<typeof createSetPasswordLinks>;
