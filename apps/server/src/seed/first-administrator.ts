import { and, arrayContains, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword, newSessionKey } from '../modules/auth/passwords.js';
import {
  createSetPasswordLinks,
  type SetPasswordLink,
} from '../modules/auth/set-password-links.js';
import { createSetPasswordRepository } from '../modules/auth/set-password-repository.js';
import type { Database, Transaction } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * Instances starting at once on the same database take turns on this lock, so one of them
 * creates the administrator and its link, and the others see that it is done.
 */
const lockFirstStart = (tx: Transaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal first start'))`);

/**
 * A link another instance made this recently was printed by a start at the same time as this
 * one; making a new link would kill that one, so this start leaves it.
 */
export const RECENT_LINK_SECONDS = 60;

const linkMaker = (tx: Transaction, publicUrl: string) =>
  createSetPasswordLinks({ repo: createSetPasswordRepository(tx), publicUrl });

/**
 * Creates the one administrator of an empty database: with `password`, or without one (nobody
 * can sign in as it) and a set-password link to choose it. Only the first of several instances
 * starting at once creates it.
 */
export async function createFirstAdministrator(
  db: Database,
  input: { email: string; password: string | undefined; publicUrl: string },
): Promise<{ created: false } | { created: true; link?: SetPasswordLink }> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  // Sign-in compares with the lowercased address typed, so it is stored lowercased.
  const email = input.email.toLowerCase();
  const local = email.split('@')[0]!;
  return db.transaction(async (tx) => {
    await lockFirstStart(tx);
    const result = await tx.execute(sql`select exists (select 1 from users) as present`);
    if ((result.rows[0] as { present: boolean }).present) return { created: false };
    const [admin] = await tx
      .insert(users)
      .values({
        email,
        nicename: local.replace(/[^a-z0-9]+/g, '-') || 'admin',
        displayName: local,
        passwordHash,
        sessionKey: newSessionKey(),
        roles: ['administrator'],
        publicEmail: email,
      })
      .returning({ id: users.id });
    if (passwordHash !== null) return { created: true };
    return {
      created: true,
      link: await linkMaker(tx, input.publicUrl).createSetPasswordLink(admin!.id),
    };
  });
}

/**
 * A restart before the administrator of ADMIN_EMAIL used its link: a fresh link, so a lost or
 * expired one locks nobody out (the earlier link stops working). `recent` when another instance
 * starting at the same time made one moment ago: that one stands.
 */
export async function renewAdministratorLink(
  db: Database,
  input: { email: string; publicUrl: string },
): Promise<{ link: SetPasswordLink } | { recent: true } | undefined> {
  return db.transaction(async (tx) => {
    await lockFirstStart(tx);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.email, input.email.toLowerCase()),
          isNull(users.passwordHash),
          arrayContains(users.roles, ['administrator']),
        ),
      );
    if (!admin) return undefined;
    const links = linkMaker(tx, input.publicUrl);
    if (await links.hasRecentLink(admin.id, RECENT_LINK_SECONDS)) return { recent: true as const };
    return { link: await links.createSetPasswordLink(admin.id) };
  });
}
