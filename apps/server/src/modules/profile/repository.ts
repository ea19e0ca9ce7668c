import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { files, postFiles, posts, userOpdrachtgevers, userOwners, users } from '../../db/schema.js';

export type ProfileUserRow = typeof users.$inferSelect;
export type ProfileColumns = Partial<
  Pick<
    ProfileUserRow,
    | 'voornaam'
    | 'achternaam'
    | 'voorletters'
    | 'tussenvoegsel'
    | 'geboortedatum'
    | 'straatnaamEnHuisnummer'
    | 'postcode'
    | 'woonplaats'
    | 'telNrThuis'
    | 'mobiel'
    | 'linkedin'
    | 'iban'
    | 'korteOmschrijving'
    | 'publicPhone'
    | 'publicEmail'
    | 'publicPictureId'
    | 'displayName'
  >
>;

/** The files row of a new picture (its bytes are already in storage under storageKey). */
export type NewPictureFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt' | 'kind'>;

/**
 * Deletes the user's previous picture once it is nobody's picture any more: only a
 * `profile-picture` file of their own that no post names (a post may name the writer's own
 * picture, docs/file-access.md). Answers the storage keys whose bytes go after the commit.
 */
async function dropOldPicture(tx: Transaction, userId: number, oldId: number | null) {
  if (oldId === null) return [];
  const dropped = await tx
    .delete(files)
    .where(
      and(
        eq(files.id, oldId),
        eq(files.kind, 'profile-picture'),
        eq(files.ownerId, userId),
        sql`not exists (select 1 from ${users} u where u.public_picture_id = ${files.id})`,
        sql`not exists (select 1 from ${postFiles} pf where pf.file_id = ${files.id})`,
      ),
    )
    .returning({ storageKey: files.storageKey });
  return dropped.map((file) => file.storageKey);
}

/** The user's current picture, with the row locked until the transaction ends. */
async function lockedPictureOf(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ pictureId: users.publicPictureId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.pictureId ?? null;
}

/**
 * In the caller's transaction: a new picture becomes the user's public picture and the
 * previous one is dropped. Answers the new file's id and the storage keys to remove after the
 * commit (the profile's upload and the WordPress import).
 */
export async function replacePictureIn(tx: Transaction, userId: number, file: NewPictureFile) {
  const oldPicture = await lockedPictureOf(tx, userId);
  const [row] = await tx
    .insert(files)
    .values({ ...file, kind: 'profile-picture' })
    .returning({ id: files.id });
  await tx.update(users).set({ publicPictureId: row!.id }).where(eq(users.id, userId));
  return { id: row!.id, removed: await dropOldPicture(tx, userId, oldPicture) };
}

export function createProfileRepository(db: Database) {
  async function postRefs(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ ID: posts.id, post_title: posts.title })
      .from(posts)
      .where(inArray(posts.id, ids));
  }

  return {
    async findUser(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Everything the profile response needs beside the user row itself. */
    async relationsOf(user: ProfileUserRow) {
      const [managed, owners, clients, refs] = await Promise.all([
        db
          .select({ id: userOwners.professionalId })
          .from(userOwners)
          .where(eq(userOwners.consultantId, user.id))
          .orderBy(asc(userOwners.professionalId)),
        db
          .select({ id: userOwners.consultantId })
          .from(userOwners)
          .where(eq(userOwners.professionalId, user.id))
          .orderBy(asc(userOwners.consultantId)),
        db
          .select({ ID: posts.id, post_title: posts.title })
          .from(userOpdrachtgevers)
          .innerJoin(posts, eq(posts.id, userOpdrachtgevers.opdrachtgeverId))
          .where(eq(userOpdrachtgevers.userId, user.id))
          .orderBy(asc(userOpdrachtgevers.position), asc(posts.title)),
        postRefs([user.functieId, user.dienstverbandId].filter((id): id is number => id !== null)),
      ]);
      const byId = new Map(refs.map((ref) => [ref.ID, ref]));
      return {
        users: managed.map((row) => row.id),
        ownedBy: owners.map((row) => row.id),
        opdrachtgevers: clients,
        functie: user.functieId ? (byId.get(user.functieId) ?? null) : null,
        dienstverband: user.dienstverbandId ? (byId.get(user.dienstverbandId) ?? null) : null,
      };
    },

    async findFile(id: number) {
      const [row] = await db
        .select({ id: files.id, ownerId: files.ownerId, kind: files.kind })
        .from(files)
        .where(eq(files.id, id));
      return row;
    },

    /**
     * Stores the checked columns in one transaction; a changed picture drops the previous one.
     * Answers the storage keys of dropped files, to remove after the commit.
     */
    async updateUser(id: number, columns: ProfileColumns): Promise<string[]> {
      return db.transaction(async (tx) => {
        const oldPicture = await lockedPictureOf(tx, id);
        await tx.update(users).set(columns).where(eq(users.id, id));
        const changed =
          columns.publicPictureId !== undefined && columns.publicPictureId !== oldPicture;
        return changed ? dropOldPicture(tx, id, oldPicture) : [];
      });
    },

    /**
     * A new picture becomes the user's public picture and the previous one is dropped, in one
     * transaction. Answers the new file's id and the storage keys to remove after the commit.
     */
    async replacePicture(userId: number, file: NewPictureFile) {
      return db.transaction((tx) => replacePictureIn(tx, userId, file));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
