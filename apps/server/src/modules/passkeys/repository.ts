import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import {
  passkeyEnrollmentLinks,
  passkeys,
  users,
  webauthnUsedChallenges,
} from '../../db/schema.js';

export interface NewPasskey {
  userId: number;
  credentialId: string;
  publicKey: Buffer;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
}

const listed = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

/** The passkeys, their used challenges and the mailed links to add one (issue 27). */
export function createPasskeyRepository(db: Database) {
  return {
    listOf(userId: number) {
      return db
        .select(listed)
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    /** The credential ids of a user's passkeys (not to be registered twice). */
    async credentialsOf(userId: number) {
      return db
        .select({ id: passkeys.credentialId, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, userId));
    },

    async byCredentialId(credentialId: string) {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** Inserts a passkey; undefined when its credential is registered already. */
    async insert(tx: Transaction, passkey: NewPasskey) {
      const [row] = await tx
        .insert(passkeys)
        .values(passkey)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning(listed);
      return row;
    },

    async deleteOwn(tx: Transaction, userId: number, id: number) {
      const [row] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id, name: passkeys.name });
      return row;
    },

    /** After a sign-in: the authenticator's new counter, and when. */
    async markUsed(id: number, counter: number): Promise<void> {
      await db
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(eq(passkeys.id, id));
    },

    /**
     * Records a challenge's nonce as answered: true the first time, false when it was answered
     * before. Nonces past their challenge's expiry are of no use any more and go.
     */
    async useChallenge(nonce: string, expiresAt: Date): Promise<boolean> {
      await db
        .delete(webauthnUsedChallenges)
        .where(lt(webauthnUsedChallenges.expiresAt, sql`now()`));
      const inserted = await db
        .insert(webauthnUsedChallenges)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: webauthnUsedChallenges.nonce });
      return inserted.length === 1;
    },

    async personOf(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          voornaam: users.voornaam,
          displayName: users.displayName,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** A new link of the user to add a passkey; their earlier unused ones stop working. */
    async replaceEnrollmentLink(
      userId: number,
      tokenHash: string,
      expiresAt: Date,
      within: Database | Transaction = db,
    ) {
      await within.transaction(async (tx) => {
        await tx
          .delete(passkeyEnrollmentLinks)
          .where(
            and(eq(passkeyEnrollmentLinks.userId, userId), isNull(passkeyEnrollmentLinks.usedAt)),
          );
        await tx.insert(passkeyEnrollmentLinks).values({ userId, tokenHash, expiresAt });
      });
    },

    /** Whether the user has a live link made in the last `seconds` (no second mail then). */
    async hasRecentEnrollmentLink(userId: number, seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ id: passkeyEnrollmentLinks.id })
        .from(passkeyEnrollmentLinks)
        .where(
          and(
            eq(passkeyEnrollmentLinks.userId, userId),
            isNull(passkeyEnrollmentLinks.usedAt),
            gt(passkeyEnrollmentLinks.expiresAt, sql`now()`),
            gt(passkeyEnrollmentLinks.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The active user of a live link (unused, not expired). */
    async holderOfEnrollmentLink(tokenHash: string) {
      const [row] = await db
        .select({ userId: passkeyEnrollmentLinks.userId })
        .from(passkeyEnrollmentLinks)
        .innerJoin(users, eq(users.id, passkeyEnrollmentLinks.userId))
        .where(
          and(
            eq(passkeyEnrollmentLinks.tokenHash, tokenHash),
            isNull(passkeyEnrollmentLinks.usedAt),
            gt(passkeyEnrollmentLinks.expiresAt, sql`now()`),
            isNull(users.deactivatedAt),
          ),
        );
      return row?.userId;
    },

    /** Uses a live link in the caller's transaction: its user, or undefined when it was not live. */
    async useEnrollmentLink(tx: Transaction, tokenHash: string) {
      const [row] = await tx
        .update(passkeyEnrollmentLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passkeyEnrollmentLinks.tokenHash, tokenHash),
            isNull(passkeyEnrollmentLinks.usedAt),
            gt(passkeyEnrollmentLinks.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passkeyEnrollmentLinks.userId });
      return row?.userId;
    },
  };
}

export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
/** The transaction a passkey is stored in (with its audit row and mail). */
export type PasskeyTransaction = Transaction;
