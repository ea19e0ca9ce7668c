import type { Taxonomy, TermListQuery } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { containsPattern, runPrepared, SqlParams } from './prepared-query.js';

export interface TermRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  parent: number;
  taxonomy: Taxonomy;
  count: number;
}

const COLUMNS = `t.id, t.name, t.slug, t.description, t.parent, t.taxonomy,
  (select count(*)::int from post_terms pt join posts p on p.id = pt.post_id
   where pt.term_id = t.id and p.status = 'publish') as count`;

/** The categories of a taxonomy (table terms), with their count of published items. */
export function createTermsRepository(db: Database) {
  return {
    /** One page of a term list and the number of terms over all pages. */
    async page(taxonomy: Taxonomy, query: TermListQuery) {
      const params = new SqlParams();
      const where = [`t.taxonomy = ${params.add(taxonomy)}`];
      if (query.include) where.push(`t.id = any(${params.add(query.include)}::int[])`);
      if (query.exclude) where.push(`not (t.id = any(${params.add(query.exclude)}::int[]))`);
      if (query.slug) where.push(`t.slug = any(${params.add(query.slug)}::text[])`);
      if (query.search) {
        const pattern = params.add(containsPattern(query.search));
        where.push(`(t.name ilike ${pattern} or t.slug ilike ${pattern})`);
      }
      if (query.post !== undefined) {
        where.push(
          `exists (select 1 from post_terms pt where pt.term_id = t.id and pt.post_id = ${params.add(query.post)})`,
        );
      }
      if (query.hide_empty) {
        where.push(`exists (select 1 from post_terms pt join posts p on p.id = pt.post_id
                            where pt.term_id = t.id and p.status = 'publish')`);
      }
      // The count has no order, limit or offset: only the filter's values.
      const countValues = [...params.values];
      const dir = query.order;
      const order = {
        id: () => `t.id ${dir}`,
        include: () => `array_position(${params.add(query.include ?? [])}::int[], t.id)`,
        name: () => `lower(t.name) ${dir}, t.id ${dir}`,
        slug: () => `t.slug ${dir}, t.id ${dir}`,
        count: () => `count ${dir}, t.id ${dir}`,
        description: () => `t.description ${dir}, t.id ${dir}`,
      }[query.orderby]();
      const limit = params.add(query.per_page);
      const offset = params.add((query.page - 1) * query.per_page);
      const filter = where.join(' and ');
      const [rows, totals] = await Promise.all([
        runPrepared<TermRow>(
          db,
          `select ${COLUMNS} from terms t where ${filter} order by ${order} limit ${limit} offset ${offset}`,
          params.values,
        ),
        runPrepared<{ total: number }>(
          db,
          `select count(*)::int as total from terms t where ${filter}`,
          countValues,
        ),
      ]);
      return { rows, total: totals[0]!.total };
    },

    async find(taxonomy: Taxonomy, id: number): Promise<TermRow | undefined> {
      const [row] = await runPrepared<TermRow>(
        db,
        `select ${COLUMNS} from terms t where t.taxonomy = $1 and t.id = $2`,
        [taxonomy, id],
      );
      return row;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
