import { contentEndpoints } from '@portal/contract/endpoints/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';

/**
 * SPEC §7/§9: functies and opdrachtgevers by name, published, up to 200 of each. Shared by the
 * colleague filters and the assignments (their names), so both screens use one cached list.
 */
const OPTIONS_QUERY = {
  orderby: 'name',
  order: 'asc',
  number: 200,
  per_page: 200,
  status: 'publish',
} as const;

export function functiesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['lookups', 'functies'] as const,
    queryFn: ({ signal }) =>
      api.call(contentEndpoints.functies.list, { query: OPTIONS_QUERY, signal }),
    meta: { errorMessage: 'Error fetching posts' },
    staleTime: 10 * 60_000,
  });
}

export function opdrachtgeversQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['lookups', 'opdrachtgevers'] as const,
    queryFn: ({ signal }) =>
      api.call(contentEndpoints.intra_opdrachtgevers.list, { query: OPTIONS_QUERY, signal }),
    meta: { errorMessage: 'Error fetching posts' },
    staleTime: 10 * 60_000,
  });
}

export function useFunctieOptions() {
  return useQuery(functiesQueryOptions(useApiClient()));
}

export function useOpdrachtgeverOptions() {
  return useQuery(opdrachtgeversQueryOptions(useApiClient()));
}
