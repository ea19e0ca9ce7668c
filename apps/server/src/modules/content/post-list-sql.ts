import { sql, type SQL } from 'drizzle-orm';
import {
  containsPattern,
  intArrayParam,
  intParam,
  jsonbParam,
  textArrayParam,
  timestampParam,
  timestamptzParam,
  sortDirection,
  whenGiven,
} from '../../db/sql-params.js';
import type { DateBound, PostFilters, PostPaging } from './list-query.js';
import type { PostTypeConfig } from './post-types.js';

const LOCAL = sql`'YYYY-MM-DD"T"HH24:MI:SS'`;

const POST_COLUMNS = sql`p.id, p.type, p.slug, p.status, p.title, p.content, p.excerpt,
  p.author_id as "authorId", p.acf,
  to_char(p.created_at at time zone 'Europe/Amsterdam', ${LOCAL}) as date,
  to_char(p.created_at at time zone 'UTC', ${LOCAL}) as "dateGmt",
  to_char(p.modified_at at time zone 'Europe/Amsterdam', ${LOCAL}) as modified,
  to_char(p.modified_at at time zone 'UTC', ${LOCAL}) as "modifiedGmt"`;

const AUTHOR_COLUMNS = sql`, u.voornaam as "authorFirstName",
  u.tussenvoegsel as "authorTussenvoegsel", u.achternaam as "authorLastName",
  u.display_name as "authorName"`;

const TERM_IDS_COLUMN = sql`, coalesce((select array_agg(pt.term_id order by pt.term_id)
  from post_terms pt where pt.post_id = p.id), '{}') as "termIds"`;

/**
 * The select list and source of a post type: news adds its author, types with a taxonomy their
 * category ids. `shape` tells the variants apart in statement names.
 */
export function postSelect(config: PostTypeConfig): { shape: string; select: SQL } {
  const author = config.authorObject ? AUTHOR_COLUMNS : sql.empty();
  const termIds = config.taxonomy ? TERM_IDS_COLUMN : sql.empty();
  const from = config.authorObject
    ? sql`posts p left join users u on u.id = p.author_id`
    : sql`posts p`;
  return {
    shape: `${config.authorObject ? 'author' : 'plain'}${config.taxonomy ? '_terms' : ''}`,
    select: sql`select ${POST_COLUMNS}${author}${termIds} from ${from}`,
  };
}

/** Moodtrackers: the user they are about, and the consultants who own that user. */
export const visibleTo = (viewer: number | undefined) =>
  whenGiven(
    intParam(viewer),
    (
      id,
    ) => sql`exists (select 1 from mood_checkins mc where mc.post_id = p.id and (mc.user_id = ${id}
      or exists (select 1 from user_owners o
                 where o.professional_id = mc.user_id and o.consultant_id = ${id})))`,
  );

/**
 * One status is compared as a value, so the (type, status, date) index also gives the order;
 * several go through `any`.
 */
function postStatus(statuses: string[]): { form: string; condition: SQL } {
  return statuses.length === 1
    ? { form: 'one_status', condition: sql`p.status = ${statuses[0]}` }
    : { form: 'statuses', condition: sql`p.status = any(${textArrayParam(statuses)})` };
}

/** after/before: an instant with an offset, Amsterdam local time without one. */
function createdBeyond(bound: DateBound | undefined, operator: SQL): SQL[] {
  const local = bound?.local ? bound.value : undefined;
  const instant = bound && !bound.local ? bound.value : undefined;
  return [
    whenGiven(
      timestampParam(local),
      (at) => sql`p.created_at ${operator} (${at} at time zone 'Europe/Amsterdam')`,
    ),
    whenGiven(timestamptzParam(instant), (at) => sql`p.created_at ${operator} ${at}`),
  ];
}

/**
 * acf filters other than `user`, as one jsonb object {field: [values]}. `acf_user` has its own
 * condition because the moodtracker index is on `acf ->> 'user'`.
 */
function acfFields(filters: PostFilters): SQL[] {
  const user = filters.acf.find((filter) => filter.field === 'user')?.values;
  const others = filters.acf.filter((filter) => filter.field !== 'user');
  const byField = others.length
    ? Object.fromEntries(others.map((filter) => [filter.field, filter.values]))
    : undefined;
  return [
    whenGiven(textArrayParam(user), (values) => sql`(p.acf ->> 'user') = any(${values})`),
    whenGiven(
      jsonbParam(byField),
      // `is not true`: a post without the field fails the filter instead of comparing as null.
      (fields) => sql`not exists (select 1 from jsonb_each(${fields}) as f
        where ((p.acf ->> f.key) = any(array(select jsonb_array_elements_text(f.value))))
              is not true)`,
    ),
  ];
}

const hasFilters = (filters: PostFilters) =>
  Boolean(
    filters.include ||
    filters.exclude ||
    filters.authors ||
    filters.slugs ||
    filters.searchWords.length ||
    filters.after ||
    filters.before ||
    filters.termIds ||
    filters.acf.length ||
    filters.visibleTo !== undefined,
  );

/**
 * A list's conditions. With any filter, every filter is a parameter: one SQL text whatever is
 * filtered. The plain list (type and status only, the dashboard's news) leaves them out, so its
 * plan stays an index-only walk; `form` tells the two apart in statement names.
 */
export function postListWhere(
  config: PostTypeConfig,
  filters: PostFilters,
): { form: string; condition: SQL } {
  const status = postStatus(filters.statuses);
  const base = [sql`p.type = ${config.type}`, status.condition];
  if (!hasFilters(filters)) {
    return { form: `${status.form}_unfiltered`, condition: sql.join(base, sql` and `) };
  }
  const patterns = filters.searchWords.map(containsPattern);
  const conditions = [
    ...base,
    whenGiven(intArrayParam(filters.include), (ids) => sql`p.id = any(${ids})`),
    whenGiven(intArrayParam(filters.exclude), (ids) => sql`not (p.id = any(${ids}))`),
    whenGiven(intArrayParam(filters.authors), (ids) => sql`p.author_id = any(${ids})`),
    whenGiven(textArrayParam(filters.slugs), (slugs) => sql`p.slug = any(${slugs})`),
    whenGiven(
      textArrayParam(patterns.length ? patterns : undefined),
      (words) => sql`not exists (select 1 from unnest(${words}) as w(pattern)
        where not (p.title ilike w.pattern or p.excerpt ilike w.pattern
                   or p.content ilike w.pattern))`,
    ),
    ...createdBeyond(filters.after, sql`>`),
    ...createdBeyond(filters.before, sql`<`),
    whenGiven(
      intArrayParam(filters.termIds),
      (ids) => sql`exists (select 1 from post_terms pt
        where pt.post_id = p.id and pt.term_id = any(${ids}))`,
    ),
    ...acfFields(filters),
    visibleTo(filters.visibleTo),
  ];
  return { form: `${status.form}_filtered`, condition: sql.join(conditions, sql` and `) };
}

/** The order of a list; each (orderby, order) pair makes its own statement. */
export function postListOrder(paging: PostPaging, filters: PostFilters): SQL {
  const dir = sortDirection(paging.order);
  switch (paging.orderby) {
    case 'id':
      return sql`p.id ${dir}`;
    case 'title':
    case 'name':
      return sql`lower(p.title) ${dir}, p.id ${dir}`;
    case 'slug':
      return sql`p.slug ${dir}, p.id ${dir}`;
    case 'modified':
      return sql`p.modified_at ${dir}, p.id ${dir}`;
    case 'author':
      return sql`p.author_id ${dir}, p.id ${dir}`;
    case 'include':
      // WordPress keeps the include order whatever `order` says.
      return sql`array_position(${intArrayParam(filters.include ?? [])}, p.id)`;
    default:
      return sql`p.created_at ${dir}, p.id ${dir}`;
  }
}
