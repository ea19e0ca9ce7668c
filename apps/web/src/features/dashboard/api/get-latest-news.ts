import { contentEndpoints } from '@portal/contract/endpoints/content';
import { DASHBOARD_NEWS_COUNT } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { dashboardKeys } from './query-keys';

/** SPEC §7: the dashboard's news is the first page of 5 published items. */
export function latestNewsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.latestNews,
    queryFn: ({ signal }) =>
      api.call(contentEndpoints.nieuws.list, {
        query: { status: 'publish', per_page: DASHBOARD_NEWS_COUNT, page: 1 },
        signal,
      }),
    meta: { errorMessage: 'Error fetching posts' },
  });
}

export function useLatestNews() {
  return useQuery(latestNewsQueryOptions(useApiClient()));
}
