import { contentEndpoints } from '@portal/contract/endpoints/content';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage } from '@/shared/api/wp-page';
import { newsKeys } from './query-keys';

/** Twelve cards fill two or three columns evenly. */
export const NEWS_PAGE_SIZE = 12;

/** Published news, newest first, a page at a time; X-WP-TotalPages says when to stop. */
export function newsPagesQueryOptions(api: ApiClient) {
  return infiniteQueryOptions({
    queryKey: newsKeys.list,
    queryFn: ({ pageParam, signal }) =>
      requestWpPage(api, contentEndpoints.nieuws.list, {
        query: { status: 'publish', per_page: NEWS_PAGE_SIZE, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
    meta: { errorMessage: 'Error fetching posts' },
  });
}

export function useNewsPages() {
  return useInfiniteQuery(newsPagesQueryOptions(useApiClient()));
}
