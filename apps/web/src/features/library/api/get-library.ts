import { contentEndpoints } from '@portal/contract/endpoints/content';
import { LIBRARY_PER_PAGE } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';

/**
 * SPEC §7: every published entry by name, in one call of up to 1000 (`number` for back ends
 * that page by it). Their file links are signed for about an hour, so the list is fetched
 * again when the user comes back to the tab.
 */
export function libraryQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...CONTENT_QUERY_ROOTS.library, 'entries'] as const,
    queryFn: ({ signal }) =>
      api.call(contentEndpoints.bibliotheek.list, {
        query: {
          orderby: 'name',
          order: 'asc',
          number: LIBRARY_PER_PAGE,
          per_page: LIBRARY_PER_PAGE,
          status: 'publish',
        },
        signal,
      }),
    meta: { errorMessage: 'Error fetching posts' },
    refetchOnWindowFocus: true,
  });
}

export function useLibrary() {
  return useQuery(libraryQueryOptions(useApiClient()));
}
