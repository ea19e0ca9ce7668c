import { TAXONOMIES, termListQuerySchema, type Taxonomy, type Term } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { normalizeQueryKeys } from './list-query.js';
import { containsPattern, runPrepared, SqlParams } from './prepared-query.js';
import { invalidPageNumber, invalidTermId, wpInvalidQuery } from '../../http/wp-errors.js';

interface TermRow {
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

export function isTaxonomy(name: string): name is Taxonomy {
  return Object.hasOwn(TAXONOMIES, name);
}

/** A category as WordPress answers it (anchors/wordpress/samples/terms-*.json). */
function presentTerm(row: TermRow, baseUrl: string): Term {
  const api = `${baseUrl}/wp-json/wp/v2`;
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    link: `${baseUrl}/${row.taxonomy}/${row.slug}/`,
    name: row.name,
    slug: row.slug,
    taxonomy: row.taxonomy,
    parent: row.parent,
    meta: [],
    _links: {
      self: [{ href: `${api}/${row.taxonomy}/${row.id}` }],
      collection: [{ href: `${api}/${row.taxonomy}` }],
      about: [{ href: `${api}/taxonomies/${row.taxonomy}` }],
      'wp:post_type': [{ href: `${api}/${TAXONOMIES[row.taxonomy]}?${row.taxonomy}=${row.id}` }],
    },
  };
}

/** GET /wp/v2/{taxonomy} and /wp/v2/{taxonomy}/{id}. */
export function createTermsService(db: Database, baseUrl: string) {
  return {
    async list(taxonomy: Taxonomy, rawQuery: unknown) {
      const parsed = termListQuerySchema.safeParse(normalizeQueryKeys(rawQuery));
      if (!parsed.success) throw wpInvalidQuery(parsed.error);
      const query = parsed.data;
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
      const total = totals[0]!.total;
      const totalPages = Math.ceil(total / query.per_page);
      if (query.page > totalPages && total > 0) throw invalidPageNumber();
      return {
        items: rows.map((row) => presentTerm(row, baseUrl)),
        total,
        totalPages,
        page: query.page,
      };
    },

    async get(taxonomy: Taxonomy, id: number) {
      const [row] = await runPrepared<TermRow>(
        db,
        `select ${COLUMNS} from terms t where t.taxonomy = $1 and t.id = $2`,
        [taxonomy, id],
      );
      if (!row) throw invalidTermId();
      return presentTerm(row, baseUrl);
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
