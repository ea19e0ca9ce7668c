import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * WordPress's password hashes, carried over by the WordPress import (issue 28): phpass's
 * portable `$P$` (WordPress up to 6.7) and 6.8's `$wp$2y$` (bcrypt of a keyed SHA-384 of the
 * password). A sign-in that matches one is stored again as argon2id (auth/service.ts), so each
 * is checked at most once per person.
 */
export function isWordPressHash(hash: string): boolean {
  return hash.startsWith('$P$') || hash.startsWith('$wp$');
}

export async function verifyWordPressHash(hash: string, password: string): Promise<boolean> {
  if (hash.startsWith('$wp$')) return verifyWp68(hash, password);
  if (hash.startsWith('$P$')) return verifyPhpass(hash, password);
  return false;
}

/** wp_check_password of 6.8: bcrypt over base64(HMAC-SHA384 with the key 'wp-sha384'). */
async function verifyWp68(hash: string, password: string): Promise<boolean> {
  const bcryptHash = hash.slice(3).replace(/^\$2y\$/, '$2b$');
  if (!/^\$2[ab]\$\d{2}\$[./0-9A-Za-z]{53}$/.test(bcryptHash)) return false;
  // bcrypt's cost is in the hash; WordPress uses 10. More than 12 is refused: a stored hash
  // must not make one sign-in cost seconds of CPU.
  if (Number(bcryptHash.slice(4, 6)) > 12) return false;
  const prehashed = createHmac('sha384', 'wp-sha384').update(password).digest('base64');
  return bcrypt.compare(prehashed, bcryptHash);
}

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * phpass's portable hash (PasswordHash::crypt_private): MD5 of salt and password, then 2^n
 * rounds of MD5 of the previous digest and the password, encoded in phpass's own base64.
 * WordPress uses n = 8; more than 16 is refused for the same reason as above.
 */
function verifyPhpass(hash: string, password: string): boolean {
  if (!/^\$P\$[./0-9A-Za-z]{31}$/.test(hash)) return false;
  const log2 = ITOA64.indexOf(hash[3]!);
  if (log2 < 7 || log2 > 16) return false;
  const salt = hash.slice(4, 12);
  const secret = Buffer.from(password, 'utf8');
  let digest = createHash('md5').update(salt).update(secret).digest();
  for (let count = 1 << log2; count > 0; count--) {
    digest = createHash('md5').update(digest).update(secret).digest();
  }
  const expected = Buffer.from(hash.slice(0, 12) + encode64(digest));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function encode64(input: Buffer): string {
  let output = '';
  let i = 0;
  const count = input.length;
  do {
    let value = input[i++]!;
    output += ITOA64[value & 0x3f];
    if (i < count) value |= input[i]! << 8;
    output += ITOA64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= input[i]! << 16;
    output += ITOA64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += ITOA64[(value >> 18) & 0x3f];
  } while (i < count);
  return output;
}
