import type { QueryClient } from '@tanstack/react-query';
import { declarationKeys } from './query-keys';

/**
 * A changed row changes its month's list and totals and the year's badges and counts, and what
 * a line being typed duplicates: an earlier "no duplicates" answer is no longer true (issue 25
 * item 9: the same line added twice was not warned about until a reload).
 */
export function invalidateMonth(queryClient: QueryClient, year: number, month: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: declarationKeys.month(year, month) }),
    queryClient.invalidateQueries({ queryKey: declarationKeys.year(year) }),
    queryClient.invalidateQueries({ queryKey: declarationKeys.duplicatesAll }),
  ]);
}
