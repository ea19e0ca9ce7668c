import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { passkeyEnrollmentLinks, setPasswordTokens, users } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';
import { replacePasswordIn } from './repository.js';

/** A link that still works at `at`: not used and not expired. */
const liveLinkAt = (at: Date | SQL) =>
  and(isNull(setPasswordTokens.usedAt), gt(setPasswordTokens.expiresAt, at));
const liveLink = liveLinkAt(sql`now()`);

/**
 * The set-password links of set-password-links.ts. Takes a transaction too, so the first start
 * creates its administrator and that administrator's link under one lock.
 */
export function createSetPasswordRepository(db: Database | Transaction) {
  return {
    /** The new link of a user; the user's earlier unused links stop working (one live link). */
    async replaceLink(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(setPasswordTokens)
          .where(and(eq(setPasswordTokens.userId, userId), isNull(setPasswordTokens.usedAt)));
        await tx.insert(setPasswordTokens).values({ userId, tokenHash, expiresAt });
      });
    },

    /**
     * Every unused link of the user stops working: the set-password links and the links to add
     * a passkey (issue 27), as either opens the account to whoever holds the mail.
     */
    async endLinks(userId: number): Promise<void> {
      await db
        .delete(setPasswordTokens)
        .where(and(eq(setPasswordTokens.userId, userId), isNull(setPasswordTokens.usedAt)));
      await db
        .delete(passkeyEnrollmentLinks)
        .where(
          and(eq(passkeyEnrollmentLinks.userId, userId), isNull(passkeyEnrollmentLinks.usedAt)),
        );
    },

    /** The user of a link that still works, with what the password rule needs of them. */
    async userOfLiveLink(tokenHash: string, at: Date) {
      const [row] = await db
        .select({
          userId: setPasswordTokens.userId,
          email: users.email,
          voornaam: users.voornaam,
          tussenvoegsel: users.tussenvoegsel,
          achternaam: users.achternaam,
        })
        .from(setPasswordTokens)
        .innerJoin(users, eq(users.id, setPasswordTokens.userId))
        // A deactivated person's link opens nothing (deactivating deletes it too).
        .where(
          and(
            eq(setPasswordTokens.tokenHash, tokenHash),
            liveLinkAt(at),
            isNull(users.deactivatedAt),
          ),
        );
      return row;
    },

    /**
     * Whether the user has a link that still works and was made less than `seconds` ago (by
     * another instance starting at the same time).
     */
    async hasRecentLiveLink(userId: number, seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ id: setPasswordTokens.id })
        .from(setPasswordTokens)
        .where(
          and(
            eq(setPasswordTokens.userId, userId),
            liveLink,
            gt(setPasswordTokens.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Uses a link: marks it used, sets the password and a new session key (every access token
     * becomes obsolete), revokes every refresh token of the user and writes the audit row, in
     * one transaction. Of
     * two uses at once only one wins; returns the user, or undefined when the link no longer
     * works.
     */
    async useLink(
      tokenHash: string,
      passwordHash: string,
      sessionKey: string,
      at: Date,
    ): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(setPasswordTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(setPasswordTokens.tokenHash, tokenHash), liveLinkAt(at)))
          .returning({ userId: setPasswordTokens.userId });
        if (!used) return undefined;
        await replacePasswordIn(tx, used.userId, passwordHash, sessionKey);
        // Whoever held the link acted as its user: the log says when an account was (re)claimed.
        await recordAudit(tx, {
          actorId: used.userId,
          action: 'user.set_password',
          entityKind: 'user',
          entityId: used.userId,
          before: null,
          after: { via: 'set_password_link' },
        });
        return used.userId;
      });
    },
  };
}

export type SetPasswordRepository = ReturnType<typeof createSetPasswordRepository>;
