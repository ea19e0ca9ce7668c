import type { QueryClient } from '@tanstack/react-query';
import { declarationKeys } from './query-keys';

/** A changed row changes its month's list and totals and the year's badges and counts. */
export function invalidateMonth(queryClient: QueryClient, year: number, month: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: declarationKeys.month(year, month) }),
    queryClient.invalidateQueries({ queryKey: declarationKeys.year(year) }),
  ]);
}
