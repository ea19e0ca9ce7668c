import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PASSKEY_CHALLENGE_MINUTES } from '@portal/contract/rules';

/** What a challenge is for: adding a passkey (for a user), through a mailed link, or signing in. */
export type ChallengePurpose = 'register' | 'enroll' | 'sign-in';

export interface ChallengeClaims {
  purpose: ChallengePurpose;
  /** The user it was made for (0 for signing in: who answers is not known yet). */
  userId: number;
  expiresAt: Date;
  nonce: string;
}

/**
 * WebAuthn challenges that are signed instead of stored: asking for sign-in options (a public,
 * anonymous call) writes nothing, so nobody can fill a table by asking. A challenge carries what
 * it is for, for whom, until when, and a random nonce, with an HMAC over them; the nonce is
 * recorded when the challenge is answered, so each works once (repository.ts).
 *
 * The text is handed to the WebAuthn library as the challenge; the browser signs it as
 * base64url of its UTF-8 bytes, which `read` takes back.
 */
export function createChallenges(signingKey: string, now: () => number = Date.now) {
  const key = createHmac('sha256', signingKey).update('portal-webauthn-challenge').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    make(purpose: ChallengePurpose, userId: number): string {
      const expires = now() + PASSKEY_CHALLENGE_MINUTES * 60_000;
      const body = `${purpose}.${userId}.${expires}.${randomBytes(16).toString('base64url')}`;
      return `${body}.${mac(body)}`;
    },

    /** The claims of a challenge as the browser returns it (base64url), if it is ours and live. */
    read(returned: string): ChallengeClaims | undefined {
      const text = Buffer.from(returned, 'base64url').toString('utf8');
      const parts = text.split('.');
      if (parts.length !== 5) return undefined;
      const [purpose, user, expires, nonce, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = new Date(Number(expires));
      if (!(expiresAt.getTime() > now())) return undefined;
      if (purpose !== 'register' && purpose !== 'enroll' && purpose !== 'sign-in') return undefined;
      return { purpose, userId: Number(user), expiresAt, nonce };
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
