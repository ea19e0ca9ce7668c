import { TAXONOMIES, type Taxonomy, type TermListQuery } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import {
  containsPattern,
  intArrayParam,
  intParam,
  textArrayParam,
  textParam,
  sortDirection,
  whenGiven,
} from '../../db/sql-params.js';
import { totalSchema } from './post-rows.js';

export const termRowSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  parent: z.number().int(),
  taxonomy: z.custom<Taxonomy>(
    (value) => typeof value === 'string' && Object.hasOwn(TAXONOMIES, value),
  ),
  count: z.number().int(),
});
export type TermRow = z.output<typeof termRowSchema>;

const TERM_COLUMNS = sql`t.id, t.name, t.slug, t.description, t.parent, t.taxonomy,
  (select count(*)::int from post_terms pt join posts p on p.id = pt.post_id
   where pt.term_id = t.id and p.status = 'publish') as count`;

export type TermFilter = Pick<
  TermListQuery,
  'include' | 'exclude' | 'slug' | 'search' | 'post' | 'hide_empty'
>;
export type TermPaging = Pick<TermListQuery, 'orderby' | 'order' | 'include' | 'page' | 'per_page'>;

/** A term list's conditions with every filter a parameter: one SQL text whatever is filtered. */
function termWhere(taxonomy: Taxonomy, filter: TermFilter): SQL {
  const pattern = filter.search === undefined ? undefined : containsPattern(filter.search);
  return sql.join(
    [
      sql`t.taxonomy = ${taxonomy}`,
      whenGiven(intArrayParam(filter.include), (ids) => sql`t.id = any(${ids})`),
      whenGiven(intArrayParam(filter.exclude), (ids) => sql`not (t.id = any(${ids}))`),
      whenGiven(textArrayParam(filter.slug), (slugs) => sql`t.slug = any(${slugs})`),
      whenGiven(textParam(pattern), (like) => sql`(t.name ilike ${like} or t.slug ilike ${like})`),
      whenGiven(
        intParam(filter.post),
        (post) => sql`exists (select 1 from post_terms pt
          where pt.term_id = t.id and pt.post_id = ${post})`,
      ),
      sql`(not ${filter.hide_empty}::boolean or exists (
        select 1 from post_terms pt join posts p on p.id = pt.post_id
        where pt.term_id = t.id and p.status = 'publish'))`,
    ],
    sql` and `,
  );
}

/** Each (orderby, order) pair makes its own statement. */
function termOrder(paging: TermPaging): SQL {
  const dir = sortDirection(paging.order);
  return {
    id: () => sql`t.id ${dir}`,
    include: () => sql`array_position(${intArrayParam(paging.include ?? [])}, t.id)`,
    name: () => sql`lower(t.name) ${dir}, t.id ${dir}`,
    slug: () => sql`t.slug ${dir}, t.id ${dir}`,
    count: () => sql`count ${dir}, t.id ${dir}`,
    description: () => sql`t.description ${dir}, t.id ${dir}`,
  }[paging.orderby]();
}

/** The categories of the taxonomies (GET /wp/v2/{taxonomy}). */
export function createTermsRepository(db: Database) {
  return {
    page(taxonomy: Taxonomy, filter: TermFilter, paging: TermPaging): Promise<TermRow[]> {
      const offset = (paging.page - 1) * paging.per_page;
      return queryRows(
        db,
        `terms_page_${paging.orderby}_${paging.order}`,
        termRowSchema,
        sql`select ${TERM_COLUMNS} from terms t where ${termWhere(taxonomy, filter)}
            order by ${termOrder(paging)}
            limit ${intParam(paging.per_page)} offset ${intParam(offset)}`,
      );
    },

    async count(taxonomy: Taxonomy, filter: TermFilter): Promise<number> {
      const [row] = await queryRows(
        db,
        'terms_count',
        totalSchema,
        sql`select count(*)::int as total from terms t where ${termWhere(taxonomy, filter)}`,
      );
      return row!.total;
    },

    async find(taxonomy: Taxonomy, id: number): Promise<TermRow | undefined> {
      const [row] = await queryRows(
        db,
        'terms_find',
        termRowSchema,
        sql`select ${TERM_COLUMNS} from terms t where t.taxonomy = ${taxonomy} and t.id = ${intParam(id)}`,
      );
      return row;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
