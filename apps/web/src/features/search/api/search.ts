import { searchContent } from '@portal/contract/endpoints/media-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage } from '@/shared/api/wp-page';

/** Suggestions under the top bar's box, and the results page (the server allows 50). */
export const SUGGESTION_COUNT = 6;
export const RESULTS_PER_PAGE = 50;
/** Fewer letters than this ask nothing: one letter matches too much to help. */
export const SEARCH_MIN_LENGTH = 2;

export const searchKeys = {
  results: (search: string, perPage: number, page: number) =>
    ['search', search, perPage, page] as const,
};

/**
 * GET /wp/v2/search for `search` (already trimmed and debounced), page `page` of `perPage`;
 * idle below the minimum.
 */
export function useSearchResults(search: string, perPage: number, page = 1) {
  const api = useApiClient();
  return useQuery({
    queryKey: searchKeys.results(search, perPage, page),
    queryFn: ({ signal }) =>
      requestWpPage(api, searchContent, {
        query: { search, per_page: perPage, ...(page > 1 ? { page } : {}) },
        signal,
      }),
    enabled: search.length >= SEARCH_MIN_LENGTH,
    // Typing on shows the previous suggestions until the new ones are there.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { errorMessage: 'Error searching' },
  });
}
