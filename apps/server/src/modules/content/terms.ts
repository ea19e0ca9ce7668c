import { idSchema, type Taxonomy, type TermListQuery } from '@portal/contract';
import { invalidTermId } from '../../http/wp-errors.js';
import { pageCount } from '../../http/wp-pagination.js';
import { presentTerm } from './term-presenter.js';
import type { TermsRepository } from './terms-repository.js';

/** GET /wp/v2/{taxonomy} and /wp/v2/{taxonomy}/{id}. */
export function createTermsService(deps: { repo: TermsRepository; baseUrl: string }) {
  const { repo, baseUrl } = deps;
  return {
    async list(taxonomy: Taxonomy, query: TermListQuery) {
      const [rows, total] = await Promise.all([
        repo.page(taxonomy, query, query),
        repo.count(taxonomy, query),
      ]);
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
