import { getDeclarationSummary } from '@portal/contract/endpoints/declarations';
import type { YearSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

/** All twelve months of a year in one call: the overview makes no call per month. */
export function yearSummaryQueryOptions(api: ApiClient, year: number) {
  return queryOptions({
    queryKey: declarationKeys.year(year),
    queryFn: async ({ signal }) =>
      (await api.call(getDeclarationSummary, { query: { year }, signal })) as YearSummary,
  });
}

export function useYearSummary(year: number) {
  return useQuery(yearSummaryQueryOptions(useApiClient(), year));
}
