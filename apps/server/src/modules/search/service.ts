import {
  searchResultPath,
  type SearchQuery,
  type SearchResult,
  type SearchSubtype,
} from '@portal/contract';
import { pageCount, type WpPage } from '../../http/wp-pagination.js';
import type { SearchRepository } from './repository.js';
import { safeSnippet } from './snippet.js';

/** GET /wp/v2/search: published content of the four searchable types, best first. */
export function createSearchService(deps: { repo: SearchRepository }) {
  return {
    async search(query: SearchQuery): Promise<WpPage<SearchResult>> {
      const { search, subtype, page, per_page: perPage } = query;
      const rows = await deps.repo.page(search, subtype, perPage, (page - 1) * perPage);
      const total = rows[0]?.total ?? (page > 1 ? await deps.repo.count(search, subtype) : 0);
      const totalPages = pageCount(total, perPage, page);
      const items = rows.map((row): SearchResult => {
        const kind = row.type as SearchSubtype;
        return {
          id: row.id,
          title: row.title,
          url: searchResultPath(kind, row.id, row.categories),
          type: 'post',
          subtype: kind,
          kind,
          snippet: safeSnippet(row.snippet),
          date: row.date,
          categories: row.categories,
        };
      });
      return { items, total, totalPages, page };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
