import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { isWordPressHash, verifyWordPressHash } from './wordpress-hashes.js';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 iterations).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Whether `password` is the user's. A user without a password yet (null: waiting for a
 * set-password link) has none that matches, so signing in fails as with a wrong password.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) return false;
  if (isWordPressHash(passwordHash)) return verifyWordPressHash(passwordHash, password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether a matching hash should be stored again as argon2id (one carried over from WordPress). */
export function needsRehash(passwordHash: string | null): boolean {
  return passwordHash !== null && isWordPressHash(passwordHash);
}

/** A new value for users.session_key; changing it ends every session of that user. */
export function newSessionKey(): string {
  return randomBytes(16).toString('hex');
}
