import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { moodFollowUps } from '../../db/schema.js';
import { queryRows } from '../../db/query.js';
import { intParam, textParam, whenGiven } from '../../db/sql-params.js';
import { recordAudit } from '../audit/repository.js';

const pairSchema = z.object({
  consultant_id: z.number().nullable(),
  consultant_name: z.string().nullable(),
  user_id: z.number(),
  name: z.string(),
});
const answerSchema = z.object({ user_id: z.number(), week: z.string(), mood: z.number() });
const openSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  week: z.string(),
  mood: z.number(),
});
const checkinSchema = z.object({ id: z.number(), user_id: z.number(), mood: z.number() });

/** Someone the consultant owns (null: everyone, for administrator and beheerder). */
const ownedBy = (consultant: number | undefined, userColumn: ReturnType<typeof sql>) =>
  whenGiven(
    intParam(consultant),
    (id) =>
      sql`exists (select 1 from user_owners o where o.professional_id = ${userColumn} and o.consultant_id = ${id})`,
  );

export function createMoodOverviewRepository(db: Database) {
  return {
    /**
     * Consultant and professional pairs to show: every owned professional, and (for the
     * everyone view) people who answered without a consultant, under null.
     */
    pairs(consultant: number | undefined, from: string) {
      return queryRows(
        db,
        'mood_overview_pairs',
        pairSchema,
        sql`select o.consultant_id, cu.display_name as consultant_name, p.id as user_id, p.display_name as name
              from user_owners o
              join users p on p.id = o.professional_id
              join users cu on cu.id = o.consultant_id
             where ${whenGiven(intParam(consultant), (id) => sql`o.consultant_id = ${id}`)}
            union all
            select null, null, p.id, p.display_name
              from users p
             where ${intParam(consultant)} is null
               and not exists (select 1 from user_owners o where o.professional_id = p.id)
               and exists (select 1 from mood_checkins c where c.user_id = p.id and c.week_start >= ${textParam(from)}::date)
             order by 2 nulls last, 1, 4, 3`,
      );
    },

    answers(consultant: number | undefined, from: string) {
      return queryRows(
        db,
        'mood_overview_answers',
        answerSchema,
        sql`select c.user_id, c.week_start::text as week, c.mood
              from mood_checkins c
             where c.week_start >= ${textParam(from)}::date
               and ${ownedBy(consultant, sql`c.user_id`)}
             order by c.week_start`,
      );
    },

    /** Answers 3 and 4 nobody has followed up yet, oldest first. */
    open(consultant: number | undefined) {
      return queryRows(
        db,
        'mood_overview_open',
        openSchema,
        sql`select c.post_id as id, c.user_id, u.display_name as name, c.week_start::text as week, c.mood
              from mood_checkins c
              join users u on u.id = c.user_id
             where c.mood >= 3
               and not exists (select 1 from mood_follow_ups f where f.checkin_post_id = c.post_id)
               and ${ownedBy(consultant, sql`c.user_id`)}
             order by c.week_start, c.post_id
             limit 200`,
      );
    },

    async checkin(id: number) {
      const rows = await queryRows(
        db,
        'mood_checkin_one',
        checkinSchema,
        sql`select post_id as id, user_id, mood from mood_checkins where post_id = ${intParam(id)}`,
      );
      return rows[0];
    },

    async isOwnedBy(professionalId: number, consultantId: number) {
      const rows = await queryRows(
        db,
        'mood_is_owned_by',
        z.object({ owned: z.boolean() }),
        sql`select exists (select 1 from user_owners where professional_id = ${intParam(professionalId)}
              and consultant_id = ${intParam(consultantId)}) as owned`,
      );
      return rows[0]?.owned ?? false;
    },

    /** Stores (or replaces) the follow-up, with its audit row in the same transaction. */
    async followUp(input: { checkinId: number; actorId: number; action: string; note: string }) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(moodFollowUps)
          .where(eq(moodFollowUps.checkinPostId, input.checkinId))
          .for('update');
        const values = { action: input.action, note: input.note, byUserId: input.actorId };
        const [after] = await tx
          .insert(moodFollowUps)
          .values({ checkinPostId: input.checkinId, ...values })
          .onConflictDoUpdate({
            target: moodFollowUps.checkinPostId,
            set: { ...values, at: sql`now()` },
          })
          .returning();
        await recordAudit(tx, {
          actorId: input.actorId,
          action: before ? 'mood_follow_up.update' : 'mood_follow_up.create',
          entityKind: 'mood_checkin',
          entityId: input.checkinId,
          before: before ?? null,
          after,
        });
      });
    },
  };
}

export type MoodOverviewRepository = ReturnType<typeof createMoodOverviewRepository>;
