import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { refreshTokens, userOwners, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
type NewRefreshToken = Pick<
  typeof refreshTokens.$inferInsert,
  'userId' | 'tokenHash' | 'familyId' | 'device' | 'expiresAt'
>;

/** A family's current token: neither rotated, revoked nor expired. */
const currentToken = and(
  isNull(refreshTokens.rotatedAt),
  isNull(refreshTokens.revokedAt),
  gt(refreshTokens.expiresAt, sql`now()`),
);

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async findUserByNicename(nicename: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.nicename, nicename));
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async sessionStateOf(userId: number): Promise<{ sessionKey: string; roles: string[] } | null> {
      const [row] = await db
        .select({ sessionKey: users.sessionKey, roles: users.roles })
        .from(users)
        // A deactivated user's tokens are refused like those of a user who is gone.
        .where(and(eq(users.id, userId), isNull(users.deactivatedAt)));
      return row ?? null;
    },

    async ownerIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: userOwners.consultantId })
        .from(userOwners)
        .where(eq(userOwners.professionalId, userId))
        .orderBy(userOwners.consultantId);
      return rows.map((row) => row.id);
    },

    async insertRefreshToken(input: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(input);
    },

    async findRefreshToken(tokenHash: string) {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Rotates a live token into a new one in one transaction. Only one of two concurrent
     * rotations of the same token wins; the loser gets false.
     */
    async rotateRefreshToken(oldId: number, next: NewRefreshToken): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(
            and(
              eq(refreshTokens.id, oldId),
              isNull(refreshTokens.rotatedAt),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ id: refreshTokens.id });
        if (rotated.length === 0) return false;
        await tx.insert(refreshTokens).values(next);
        return true;
      });
    },

    /** Whether the user has a live sign-in on this device (the plugin's token slot is filled). */
    async hasLiveSignIn(userId: number, device: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.userId, userId), eq(refreshTokens.device, device), currentToken),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The sign-in (family) a refresh token belongs to, whatever its state. */
    async familyOfRefreshToken(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row?.familyId;
    },

    /** Ends a sign-in: every refresh token of the family, and so its access tokens (sid). */
    async revokeFamily(familyId: string, userId: number): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.familyId, familyId),
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
          ),
        );
    },

    /**
     * A sign-in lives while its family has a current token: not rotated, revoked or expired.
     * Rotation swaps the current token in one transaction, so a live family always has one.
     */
    async isFamilyLive(familyId: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, userId), currentToken),
        )
        .limit(1);
      return row !== undefined;
    },

    async replacePassword(userId: number, passwordHash: string, sessionKey: string): Promise<void> {
      await db.transaction((tx) => replacePasswordIn(tx, userId, passwordHash, sessionKey));
    },

    /**
     * The same password stored as argon2id instead of a hash carried over from WordPress;
     * only while that hash is still the one stored (a password changed meanwhile stays).
     */
    async upgradePasswordHash(userId: number, from: string, to: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: to })
        .where(and(eq(users.id, userId), eq(users.passwordHash, from)));
    },
  };
}

/**
 * A new password ends every session of the user: a new session key makes every access token
 * obsolete, and every refresh token is revoked. Part of the caller's transaction.
 */
export async function replacePasswordIn(
  tx: Transaction,
  userId: number,
  passwordHash: string,
  sessionKey: string,
): Promise<void> {
  await tx.update(users).set({ passwordHash, sessionKey }).where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
