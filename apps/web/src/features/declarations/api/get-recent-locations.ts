import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import type { RecentLocationsResponse } from './contract-types';
import { declarationKeys } from './query-keys';

/** SPEC §9: the recent-locations list is cached once loaded. */
export function recentLocationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: declarationKeys.recentLocations,
    queryFn: async ({ signal }) =>
      (
        await api.request<RecentLocationsResponse>('/custom/v1/declarations/recent-locations', {
          signal,
        })
      ).locations,
    staleTime: Infinity,
  });
}

export function useRecentLocations({ enabled = true } = {}) {
  return useQuery({ ...recentLocationsQueryOptions(useApiClient()), enabled });
}
