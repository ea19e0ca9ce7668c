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
export function createSetPasswordLinks(deps: {
  repo: SetPasswordRepository;
  publicUrl: string;
  /** The clock links expire by (tests pass a fake one); the database's is not used for it. */
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  /**
   * A new link that is not stored yet: the caller stores `tokenHash` in the transaction that
   * makes the invitation (Beheer: the user, the link, the audit row and the mail at once).
   */
  const newLink = (hours: number): SetPasswordLink & { tokenHash: string } => {
    const token = randomBytes(32).toString('base64url');
    return {
      url: `${deps.publicUrl}${SET_PASSWORD_PATH}#token=${token}`,
      expiresAt: new Date(now().getTime() + hours * 3600 * 1000),
      tokenHash: hashToken(token),
    };
  };
  return {
    newLink,

    /**
     * A new link of the user (the earlier ones stop working), valid for `hours`: 24 for the
     * first administrator, INVITATION_LINK_HOURS for Beheer's invitations.
     */
    async createSetPasswordLink(
      userId: number,
      hours = SET_PASSWORD_LINK_HOURS,
    ): Promise<SetPasswordLink> {
      const { tokenHash, ...link } = newLink(hours);
      await repo.replaceLink(userId, tokenHash, link.expiresAt);
      return link;
    },

    /** The user of the link of `token` while it still works (unused, not expired). */
    async holderOf(token: string) {
      return repo.userOfLiveLink(hashToken(token), now());
    },

    /**
     * Uses the link: the password is set and every session of its user ends, at once with
     * marking the link used. Returns the user, or undefined when the link no longer works (also
     * when another request used it a moment earlier).
     */
    use(token: string, passwordHash: string, sessionKey: string): Promise<number | undefined> {
      return repo.useLink(hashToken(token), passwordHash, sessionKey, now());
    },

    /** A link of the user made less than `seconds` ago that still works (see first-start.ts). */
    hasRecentLink(userId: number, seconds: number): Promise<boolean> {
      return repo.hasRecentLiveLink(userId, seconds);
    },
  };
}

export type SetPasswordLinks = ReturnType<typeof createSetPasswordLinks>;
