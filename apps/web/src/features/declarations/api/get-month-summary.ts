import { getDeclarationSummary } from '@portal/contract/endpoints/declarations';
import type { MonthSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';
import { receiptLinkRefresh } from './receipt-link-refresh';

/** Rows, totals, status and comments of one month, and whether it may still change. */
export function monthSummaryQueryOptions(api: ApiClient, year: number, month: number) {
  return queryOptions({
    queryKey: declarationKeys.month(year, month),
    queryFn: async ({ signal }) =>
      (await api.call(getDeclarationSummary, { query: { year, month }, signal })) as MonthSummary,
    ...receiptLinkRefresh,
  });
}

export function useMonthSummary(year: number, month: number) {
  return useQuery(monthSummaryQueryOptions(useApiClient(), year, month));
}
