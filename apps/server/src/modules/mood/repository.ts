import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { moodCheckins, userOwners, users } from '../../db/schema.js';

export interface Person {
  id: number;
  email: string;
  voornaam: string;
  tussenvoegsel: string;
  achternaam: string;
  displayName: string;
  mobiel: string;
}

const PERSON = {
  id: users.id,
  email: users.email,
  voornaam: users.voornaam,
  tussenvoegsel: users.tussenvoegsel,
  achternaam: users.achternaam,
  displayName: users.displayName,
  mobiel: users.mobiel,
};

export function createMoodRepository(db: Database) {
  return {
    async person(id: number): Promise<Person | undefined> {
      const [row] = await db.select(PERSON).from(users).where(eq(users.id, id));
      return row;
    },

    /** The consultants who own this user, in the order of owned_by (by id). */
    async ownersOf(userId: number): Promise<Person[]> {
      return db
        .select(PERSON)
        .from(userOwners)
        .innerJoin(users, eq(users.id, userOwners.consultantId))
        .where(eq(userOwners.professionalId, userId))
        .orderBy(asc(userOwners.consultantId));
    },

    /** The week's answer beside its post, inside the transaction that writes the post. */
    async insertCheckIn(tx: Transaction, checkIn: typeof moodCheckins.$inferInsert) {
      await tx.insert(moodCheckins).values(checkIn);
    },
  };
}

export type MoodRepository = ReturnType<typeof createMoodRepository>;

export const fullName = (person: Person) =>
  [person.voornaam, person.tussenvoegsel, person.achternaam].filter(Boolean).join(' ') ||
  person.displayName;
