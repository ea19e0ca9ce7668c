import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { posts, refreshTokens, userOpdrachtgevers, userOwners, users } from '../../db/schema.js';
import { createSetPasswordRepository } from '../auth/set-password-repository.js';

/** What Beheer writes of a person, in columns; the lists are ids. */
export interface PersonColumns {
  voornaam: string;
  tussenvoegsel: string;
  achternaam: string;
  displayName: string;
  email: string;
  roles: string[];
  functieId: number | null;
  dienstverbandId: number | null;
  urenmeterEnabled: boolean;
  urenmeter: number;
}

export interface PersonLists {
  opdrachtgevers: number[];
  ownedBy: number[];
  professionals: number[];
}

/**
 * A person as the audit log keeps them: what Beheer writes, and whether they are active. No
 * password hash, session key or link token: the log is read by people who must not get them.
 */
export type PersonSnapshot = PersonColumns & PersonLists & { active: boolean };

const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);

/** Every unused set-password link of the user stops working (deactivated, new address). */
const endLinks = (tx: Transaction, id: number): Promise<void> =>
  createSetPasswordRepository(tx).endLinks(id);

/** The people writes of Beheer (issue 13), each inside the caller's transaction. */
export function createPeopleRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async snapshot(tx: Transaction, id: number): Promise<PersonSnapshot | undefined> {
      const [row] = await tx
        .select({
          voornaam: users.voornaam,
          tussenvoegsel: users.tussenvoegsel,
          achternaam: users.achternaam,
          displayName: users.displayName,
          email: users.email,
          roles: users.roles,
          functieId: users.functieId,
          dienstverbandId: users.dienstverbandId,
          urenmeterEnabled: users.urenmeterEnabled,
          urenmeter: users.urenmeter,
          deactivatedAt: users.deactivatedAt,
        })
        .from(users)
        .where(eq(users.id, id))
        // Two Beheer writes of one person wait for each other: each before is the last after.
        .for('update');
      if (!row) return undefined;
      const { deactivatedAt, ...columns } = row;
      const [opdrachtgevers, ownedBy, professionals] = await Promise.all([
        tx
          .select({ id: userOpdrachtgevers.opdrachtgeverId })
          .from(userOpdrachtgevers)
          .where(eq(userOpdrachtgevers.userId, id))
          .orderBy(asc(userOpdrachtgevers.position)),
        tx
          .select({ id: userOwners.consultantId })
          .from(userOwners)
          .where(eq(userOwners.professionalId, id))
          .orderBy(asc(userOwners.consultantId)),
        tx
          .select({ id: userOwners.professionalId })
          .from(userOwners)
          .where(eq(userOwners.consultantId, id))
          .orderBy(asc(userOwners.professionalId)),
      ]);
      return {
        ...columns,
        opdrachtgevers: ids(opdrachtgevers),
        ownedBy: ids(ownedBy),
        professionals: ids(professionals),
        active: deactivatedAt === null,
      };
    },

    /** Whether another user has this address (addresses are stored in lower case). */
    async emailTaken(tx: Transaction, email: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(sql`lower(${users.email})`, email.toLowerCase()),
            exceptId === undefined ? undefined : ne(users.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Of `wanted`, the ids that are posts of `type` (a functie, dienstverband, opdrachtgever). */
    async existingPosts(tx: Transaction, type: string, wanted: number[]): Promise<Set<number>> {
      if (wanted.length === 0) return new Set();
      const rows = await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.type, type), inArray(posts.id, wanted)));
      return new Set(ids(rows));
    },

    /** Of `wanted`, the existing users and their roles. */
    async rolesOf(tx: Transaction, wanted: number[]): Promise<Map<number, string[]>> {
      if (wanted.length === 0) return new Map();
      const rows = await tx
        .select({ id: users.id, roles: users.roles })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((row) => [row.id, row.roles]));
    },

    /** A free nicename (the sign-in name) from the e-mail's local part. */
    async freeNicename(tx: Transaction, email: string): Promise<string> {
      const base =
        email
          .split('@')[0]!
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .slice(0, 40) || 'gebruiker';
      const taken = await tx
        .select({ nicename: users.nicename })
        .from(users)
        .where(sql`${users.nicename} = ${base} or ${users.nicename} like ${`${base}-%`}`);
      const used = new Set(taken.map((row) => row.nicename));
      if (!used.has(base)) return base;
      let n = 2;
      while (used.has(`${base}-${n}`)) n += 1;
      return `${base}-${n}`;
    },

    async insert(tx: Transaction, columns: PersonColumns, nicename: string, sessionKey: string) {
      const [row] = await tx
        .insert(users)
        .values({ ...columns, nicename, sessionKey, passwordHash: null })
        .returning({ id: users.id });
      return row!.id;
    },

    async update(tx: Transaction, id: number, columns: Partial<PersonColumns>): Promise<void> {
      if (Object.keys(columns).length === 0) return;
      await tx.update(users).set(columns).where(eq(users.id, id));
    },

    async setOpdrachtgevers(tx: Transaction, id: number, list: number[]): Promise<void> {
      await tx.delete(userOpdrachtgevers).where(eq(userOpdrachtgevers.userId, id));
      if (list.length === 0) return;
      await tx
        .insert(userOpdrachtgevers)
        .values(
          list.map((opdrachtgeverId, position) => ({ userId: id, opdrachtgeverId, position })),
        );
    },

    /** This person's consultants (owned_by). */
    async setOwners(tx: Transaction, id: number, consultants: number[]): Promise<void> {
      await tx.delete(userOwners).where(eq(userOwners.professionalId, id));
      if (consultants.length === 0) return;
      await tx
        .insert(userOwners)
        .values(consultants.map((consultantId) => ({ professionalId: id, consultantId })));
    },

    /** The professionals this person manages: the same rows, seen from the consultant. */
    async setProfessionals(tx: Transaction, id: number, professionals: number[]): Promise<void> {
      await tx.delete(userOwners).where(eq(userOwners.consultantId, id));
      if (professionals.length === 0) return;
      await tx
        .insert(userOwners)
        .values(professionals.map((professionalId) => ({ professionalId, consultantId: id })));
    },

    /**
     * Deactivates: a new session key (every access token is obsolete), every refresh token
     * revoked and every unused set-password link gone, in the caller's transaction.
     */
    async deactivate(tx: Transaction, id: number, sessionKey: string): Promise<void> {
      await tx
        .update(users)
        .set({ deactivatedAt: sql`now()`, sessionKey })
        .where(eq(users.id, id));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
      await endLinks(tx, id);
    },

    endLinks,

    /** The user's new set-password link; their earlier unused links stop working. */
    storeLink(tx: Transaction, id: number, tokenHash: string, expiresAt: Date): Promise<void> {
      return createSetPasswordRepository(tx).replaceLink(id, tokenHash, expiresAt);
    },

    async reactivate(tx: Transaction, id: number): Promise<void> {
      await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id));
    },
  };
}

export type PeopleRepository = ReturnType<typeof createPeopleRepository>;
