import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intParam, textParam, whenGiven } from '../../db/sql-params.js';

export interface AuditFilter {
  actorId?: number;
  /** Whom the change concerns (audit_log.subject_user_id, issue 25). */
  subjectId?: number;
  kind?: string;
  /** Days in Europe/Amsterdam, both included. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** Current names of posts, users and terms by id, for the ids a page's changes refer to. */
const nameSchema = z.object({
  tbl: z.enum(['posts', 'users', 'terms']),
  id: z.number(),
  name: z.string(),
});
const idList = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

const entrySchema = z.object({
  id: z.number(),
  at: z.date(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  subject_id: z.number().nullable(),
  subject_name: z.string().nullable(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  current_title: z.string().nullable(),
  current_type: z.string().nullable(),
  month: z.string().nullable(),
  week: z.string().nullable(),
});

export type AuditRow = z.infer<typeof entrySchema>;

/**
 * The audit log screen's reading (issues 13 and 25): newest first, each filter matching an
 * index (actor_id, at), (subject_user_id, at), (entity_kind, at) or (at). The page's 51 rows
 * are chosen first; only then is each one's thing looked up (its title now, a month's period),
 * one indexed lookup per row. Read-only: there is no write here.
 */
export function createAuditReadRepository(db: Database) {
  return {
    page(filter: AuditFilter) {
      return queryRows(
        db,
        'audit_log_page',
        entrySchema,
        sql`with page as (
              select a.*, case when a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::int end as key
                from audit_log a
               where ${whenGiven(intParam(filter.actorId), (id) => sql`a.actor_id = ${id}`)}
                 and ${whenGiven(intParam(filter.subjectId), (id) => sql`a.subject_user_id = ${id}`)}
                 and ${whenGiven(textParam(filter.kind), (kind) => sql`a.entity_kind = ${kind}`)}
                 and ${whenGiven(
                   textParam(filter.from),
                   (day) => sql`a.at >= (${day}::date::timestamp at time zone 'Europe/Amsterdam')`,
                 )}
                 and ${whenGiven(
                   textParam(filter.to),
                   (day) =>
                     sql`a.at < ((${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
                 )}
               order by a.at desc, a.id desc
               limit ${intParam(filter.limit)} offset ${intParam(filter.offset)}
            )
            select a.id, a.at, a.actor_id, actor.display_name as actor_name,
                   a.subject_user_id as subject_id, subject.display_name as subject_name,
                   a.action, a.entity_kind, a.entity_id, a.before, a.after,
                   case
                     when a.entity_kind in ('post', 'functies', 'intra_opdrachtgevers', 'dienstverbanden')
                       then (select p.title from posts p where p.id = a.key)
                     when a.entity_kind = 'term' then (select t.name from terms t where t.id = a.key)
                     when a.entity_kind = 'file' then (select f.title from files f where f.id = a.key)
                     when a.entity_kind = 'assignment'
                       then (select x.title from assignments x where x.id = a.key)
                     when a.entity_kind = 'declaration-type'
                       then (select d.title from declaration_types d where d.id = a.key)
                   end as current_title,
                   case
                     when a.entity_kind = 'post' then (select p.type from posts p where p.id = a.key)
                     when a.entity_kind = 'term' then (select t.taxonomy from terms t where t.id = a.key)
                   end as current_type,
                   case when a.entity_kind = 'declaration_month' then (
                     select m.year || '-' || lpad(m.month::text, 2, '0')
                       from declaration_months m where m.id = a.key)
                   end as month,
                   case when a.entity_kind = 'mood_checkin' then (
                     select c.week_start::text from mood_checkins c where c.post_id = a.key)
                   end as week
              from page a
              left join users actor on actor.id = a.actor_id
              left join users subject on subject.id = a.subject_user_id
             order by a.at desc, a.id desc`,
      );
    },

    /** At most a few hundred ids: the references of one page's 50 entries. */
    names(ids: { posts: number[]; users: number[]; terms: number[] }) {
      return queryRows(
        db,
        'audit_log_names',
        nameSchema,
        sql`select 'posts' as tbl, p.id, p.title as name from posts p where p.id = any(${idList(ids.posts)})
            union all
            select 'users', u.id, u.display_name from users u where u.id = any(${idList(ids.users)})
            union all
            select 'terms', t.id, t.name from terms t where t.id = any(${idList(ids.terms)})`,
      );
    },
  };
}

export type AuditReadRepository = ReturnType<typeof createAuditReadRepository>;
