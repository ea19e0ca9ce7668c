import { calculateKilometers } from '@portal/contract/endpoints/geo';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

/** The same pair of places is the same distance: asked once per session. */
export function kilometersQueryOptions(api: ApiClient, start: string, end: string) {
  return queryOptions({
    queryKey: declarationKeys.kilometers(start, end),
    queryFn: async ({ signal }) =>
      (await api.call(calculateKilometers, { query: { start, end }, signal })).kilometers,
    staleTime: Infinity,
    retry: false,
  });
}

/** Returns a function that resolves to the driving distance between two places. */
export function useCalculateKilometers() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    (start: string, end: string) =>
      queryClient.fetchQuery(kilometersQueryOptions(api, start.trim(), end.trim())),
    [api, queryClient],
  );
}
