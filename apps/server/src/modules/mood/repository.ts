import { asc, eq, sql } from 'drizzle-orm';
import { moodNeedsFollowUp } from '@portal/contract/rules';
import type {
  NotificationKind,
  NotificationMailMode,
} from '@portal/contract/endpoints/notifications';
import type { Database, Transaction } from '../../db/client.js';
import { moodCheckins, posts, userOwners, users } from '../../db/schema.js';
import type { ContentRepository } from '../content/repository.js';
import { mailModeOf } from '../notifications/preferences.js';

/** Work done in the transaction that inserts a post (ContentRepository.insertPost). */
type WithinPostInsert = NonNullable<Parameters<ContentRepository['insertPost']>[2]>;

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

    /** How the user chose to get a kind of notification by e-mail (the notifications module). */
    mailModeOf(userId: number, kind: NotificationKind): Promise<NotificationMailMode> {
      return mailModeOf(db, userId, kind);
    },

    /** The check-in row of a moodtracker post: whose, which week, which mood. */
    async checkinOf(postId: number) {
      const [row] = await db
        .select({
          userId: moodCheckins.userId,
          weekStart: moodCheckins.weekStart,
          mood: moodCheckins.mood,
        })
        .from(moodCheckins)
        .where(eq(moodCheckins.postId, postId));
      return row;
    },

    /**
     * Issue 25 item 6: a changed answer, in its check-in row and its post, together. True when
     * the consultant is to be e-mailed: the answer needs follow-up and is worse than the one
     * they were last mailed about, so toggling an answer cannot fill their inbox (the row is
     * locked, so two changes at once cannot both claim the mail).
     */
    async changeMood(
      postId: number,
      mood: number,
      at: Date,
      /** Runs in the change's transaction when the consultants are to be told. */
      worse?: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ mailedMood: moodCheckins.followUpMailedMood })
          .from(moodCheckins)
          .where(eq(moodCheckins.postId, postId))
          .for('update');
        const mail = moodNeedsFollowUp(mood) && (before?.mailedMood ?? 0) < mood;
        await tx
          .update(moodCheckins)
          .set(mail ? { mood, followUpMailedMood: mood } : { mood })
          .where(eq(moodCheckins.postId, postId));
        await tx
          .update(posts)
          .set({
            acf: sql`${posts.acf} || jsonb_build_object('mood', ${mood}::int)`,
            modifiedAt: at,
          })
          .where(eq(posts.id, postId));
        if (mail) await worse?.(tx);
        return mail;
      });
    },

    /**
     * The week's check-in row, written with its moodtracker post: the unique (user, week)
     * index then refuses a second answer and the post with it.
     */
    recordCheckin(
      checkin: { userId: number; weekStart: string; mood: number },
      /** Runs after it in the same transaction (the notification it causes). */
      recorded?: (tx: Transaction, postId: number) => Promise<void>,
    ): WithinPostInsert {
      return async (tx, postId) => {
        await tx.insert(moodCheckins).values({
          postId,
          ...checkin,
          followUpMailedMood: moodNeedsFollowUp(checkin.mood) ? checkin.mood : null,
        });
        await recorded?.(tx, postId);
      };
    },
  };
}

export type MoodRepository = ReturnType<typeof createMoodRepository>;

export const fullName = (person: Person) =>
  [person.voornaam, person.tussenvoegsel, person.achternaam].filter(Boolean).join(' ') ||
  person.displayName;
