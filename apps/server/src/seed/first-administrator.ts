import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword, newSessionKey } from '../modules/auth/passwords.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** Generated passwords: 16 random bytes, well above the minimum length of a password. */
export const generatePassword = () => randomBytes(16).toString('base64url');

/**
 * Creates the one administrator of an empty database. Several instances starting at once on the
 * same empty database take turns on an advisory lock, so only the first creates it.
 */
export async function createFirstAdministrator(
  db: Database,
  email: string,
  password: string,
): Promise<{ created: boolean }> {
  const passwordHash = await hashPassword(password);
  const local = email.split('@')[0]!;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal first start'))`);
    const result = await tx.execute(sql`select exists (select 1 from users) as present`);
    if ((result.rows[0] as { present: boolean }).present) return { created: false };
    await tx.insert(users).values({
      email,
      nicename: local.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'admin',
      displayName: local,
      passwordHash,
      sessionKey: newSessionKey(),
      roles: ['administrator'],
      publicEmail: email,
    });
    return { created: true };
  });
}
