import type { QueryClient } from '@tanstack/react-query';
import { PAYROLL_QUERY_ROOT } from '@/shared/declarations/payroll-query-root';
import { declarationKeys } from './query-keys';

/**
 * After an approval, a rejection or a withdrawal: every declarations query (review lists, months,
 * years) and Beheer's salary export, which lists approved months (issue 25 item 9).
 */
export function invalidateAfterDecision(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [declarationKeys.all, PAYROLL_QUERY_ROOT].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
