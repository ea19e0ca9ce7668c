import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intParam, textParam } from '../../db/sql-params.js';

const monthSchema = z.object({ year: z.number().int(), month: z.number().int() });

const answerSchema = z.object({
  rejected: z.array(monthSchema.extend({ reason: z.string().nullable() })),
  open: z.array(monthSchema),
  evaluations: z.array(z.object({ id: z.number().int(), title: z.string() })),
  to_review: z.number().int(),
  moods: z.number().int(),
});
export type ActionsData = z.output<typeof answerSchema>;

export interface ActionsQuery {
  userId: number;
  /** Months without status from this one on (year * 12 + month - 1) are candidates. */
  fromMonthIndex: number;
  /** This quarter ("2026-Q4"): its evaluation is the one due. */
  quarter: string;
  /** Whose sent months wait for the user: nobody's, their professionals', everyone's. */
  reviews: 'none' | 'owned' | 'everyone';
  /** Whose worrying moods: nobody's, their professionals', also those without a consultant. */
  moods: 'none' | 'owned' | 'unowned-too';
}

/** The mood overview's open answers: 3 or 4 without a follow-up. */
const worrying = sql`c.mood >= 3
  and not exists (select 1 from mood_follow_ups f where f.checkin_post_id = c.post_id)`;

/**
 * The dashboard's "Actie nodig" in one round trip (it is on everyone's dashboard). Each part
 * mirrors the screen it links to:
 * - a rejected month's reason is its latest remark on the whole month, or else its latest remark
 *   (the month screen's rule, issue 25);
 * - the review queue's "Verzonden" (sent and nieuw), never one's own month;
 * - the mood overview's open answers: 3 or 4 without a follow-up.
 * A part the user has no role for is a CASE branch not taken: PostgreSQL never runs it. Each
 * scope is its own subquery, so a consultant's counts start from their few professionals
 * (user_owners) whatever plan the prepared statement settles on.
 */
export function createActionsNeededRepository(db: Database) {
  return {
    async load(query: ActionsQuery): Promise<ActionsData> {
      const me = intParam(query.userId);
      const reviews = textParam(query.reviews);
      const moods = textParam(query.moods);
      const [row] = await queryRows(
        db,
        'actions_needed',
        answerSchema,
        sql`select
          coalesce((
            select json_agg(json_build_object('year', m.year, 'month', m.month, 'reason', (
                select c.comment from declaration_comments c where c.month_id = m.id
                 order by (c.row_id is null) desc, c.posted_on desc, c.id desc limit 1))
              order by m.year, m.month)
              from declaration_months m
             where m.user_id = ${me} and m.status = 'rejected'
          ), '[]'::json) as rejected,
          coalesce((
            select json_agg(json_build_object('year', m.year, 'month', m.month)
              order by m.year, m.month)
              from declaration_months m
             where m.user_id = ${me} and m.status is null
               and m.year * 12 + m.month - 1 >= ${intParam(query.fromMonthIndex)}
               and exists (select 1 from declaration_rows r where r.month_id = m.id)
          ), '[]'::json) as open,
          coalesce((
            select json_agg(json_build_object('id', a.id, 'title', a.title) order by a.id)
              from assignments a
             where a.professional_id = ${me} and a.status = 'in-progress'
               and not exists (select 1 from assignment_evaluations e
                                where e.assignment_id = a.id and e.quarter = ${textParam(query.quarter)})
          ), '[]'::json) as evaluations,
          case ${reviews}
            when 'everyone' then (
              select count(*) from declaration_months m
               where m.status in ('sent', 'nieuw') and m.user_id <> ${me})
            when 'owned' then (
              select count(*) from user_owners o
                join declaration_months m on m.user_id = o.professional_id
               where o.consultant_id = ${me} and m.status in ('sent', 'nieuw') and m.user_id <> ${me})
            else 0 end::int as to_review,
          (case when ${moods} = 'none' then 0 else (
              select count(*) from user_owners o
                join mood_checkins c on c.user_id = o.professional_id
               where o.consultant_id = ${me} and c.user_id <> ${me} and ${worrying})
            end
          + case when ${moods} = 'unowned-too' then (
              select count(*) from mood_checkins c
               where c.user_id <> ${me} and ${worrying}
                 and not exists (select 1 from user_owners o where o.professional_id = c.user_id))
            else 0 end)::int as moods`,
      );
      return row!;
    },
  };
}

export type ActionsNeededRepository = ReturnType<typeof createActionsNeededRepository>;
