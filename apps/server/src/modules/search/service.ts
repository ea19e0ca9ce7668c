import {
  searchResultPath,
  type SearchQuery,
  type SearchResult,
  type SearchSubtype,
} from '@portal/contract';
import { localOnlyBus, type InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import { pageCount, type WpPage } from '../../http/wp-pagination.js';
import type { SearchRepository } from './repository.js';
import { safeSnippet } from './snippet.js';

/**
 * GET /wp/v2/search: published content of the four searchable types, best first. A page of
 * results is the same for everyone (only published items, no per-viewer links), so it is kept
 * 2 s per exact query (answered 3 s longer while one request refreshes it), as the content lists
 * are; every content write clears it on every instance (`forget`, called with the lists').
 */
export function createSearchService(deps: {
  repo: SearchRepository;
  invalidation?: InvalidationBus;
}) {
  const pages = new SharedCache<string, WpPage<SearchResult>>(
    'search-pages',
    deps.invalidation ?? localOnlyBus,
    { max: 500, ttlMs: 2_000, staleMs: 3_000 },
  );

  async function load(query: SearchQuery): Promise<WpPage<SearchResult>> {
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
  }

  return {
    search(query: SearchQuery): Promise<WpPage<SearchResult>> {
      const key = JSON.stringify([query.search, query.subtype, query.page, query.per_page]);
      return pages.get(key, () => load(query));
    },
    forget: () => pages.clear(),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
