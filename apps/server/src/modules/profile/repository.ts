import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, posts, userOpdrachtgevers, userOwners, users } from '../../db/schema.js';

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

    async updateUser(id: number, columns: ProfileColumns) {
      const [row] = await db.update(users).set(columns).where(eq(users.id, id)).returning();
      return row;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
