import { getRecentLocations } from '@portal/contract/endpoints/declarations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

/** SPEC §9: the recent-locations list is cached once loaded. */
export function recentLocationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: declarationKeys.recentLocations,
    queryFn: async ({ signal }) => (await api.call(getRecentLocations, { signal })).locations,
    staleTime: Infinity,
  });
}

export function useRecentLocations({ enabled = true } = {}) {
  return useQuery({ ...recentLocationsQueryOptions(useApiClient()), enabled });
}
