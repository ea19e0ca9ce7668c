import { TAXONOMIES, termListQuerySchema, type Taxonomy } from '@portal/contract';
import { normalizeQueryKeys } from './list-query.js';
import { presentTerm } from './term-presenter.js';
import type { TermsRepository } from './terms-repository.js';
import { invalidPageNumber, invalidTermId, wpInvalidQuery } from '../../http/wp-errors.js';

export function isTaxonomy(name: string): name is Taxonomy {
  return Object.hasOwn(TAXONOMIES, name);
}

/** GET /wp/v2/{taxonomy} and /wp/v2/{taxonomy}/{id}. */
export function createTermsService(repo: TermsRepository, baseUrl: string) {
  return {
    async list(taxonomy: Taxonomy, rawQuery: unknown) {
      const parsed = termListQuerySchema.safeParse(normalizeQueryKeys(rawQuery));
      if (!parsed.success) throw wpInvalidQuery(parsed.error);
      const query = parsed.data;
      const [rows, total] = await Promise.all([
        repo.page(taxonomy, query, query),
        repo.count(taxonomy, query),
      ]);
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
      const row = await repo.find(taxonomy, id);
      if (!row) throw invalidTermId();
      return presentTerm(row, baseUrl);
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
