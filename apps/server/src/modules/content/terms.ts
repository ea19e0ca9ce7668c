import {
  idSchema,
  TAXONOMIES,
  type Taxonomy,
  type Term,
  type TermListQuery,
} from '@portal/contract';
import { invalidTermId } from '../../http/wp-errors.js';
import { pageCount } from '../../http/wp-pagination.js';
import type { TermRow, TermsRepository } from './terms-repository.js';

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
export function createTermsService(deps: { repo: TermsRepository; baseUrl: string }) {
  const { repo, baseUrl } = deps;
  return {
    async list(taxonomy: Taxonomy, query: TermListQuery) {
      const { rows, total } = await repo.page(taxonomy, query);
      const totalPages = pageCount(total, query.per_page, query.page);
      return {
        items: rows.map((row) => presentTerm(row, baseUrl)),
        total,
        totalPages,
        page: query.page,
      };
    },

    async get(taxonomy: Taxonomy, id: number) {
      // No category has an id outside PostgreSQL's integer (the path takes up to 12 digits).
      const row = idSchema.safeParse(id).success ? await repo.find(taxonomy, id) : undefined;
      if (!row) throw invalidTermId();
      return presentTerm(row, baseUrl);
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
