import type { YearSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

/** All twelve months of a year in one call: the overview makes no call per month. */
export function yearSummaryQueryOptions(api: ApiClient, year: number) {
  return queryOptions({
    queryKey: declarationKeys.year(year),
    queryFn: ({ signal }) =>
      api.request<YearSummary>('/custom/v1/declarations/summary', { query: { year }, signal }),
  });
}

export function useYearSummary(year: number) {
  return useQuery(yearSummaryQueryOptions(useApiClient(), year));
}
