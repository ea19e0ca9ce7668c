import { getReviewMonth } from '@portal/contract/endpoints/declarations-review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';
import { receiptLinkRefresh } from './receipt-link-refresh';

/** One submitted month with rows, totals, comments and history, for its reviewer. */
export function reviewMonthQueryOptions(api: ApiClient, monthId: number) {
  return queryOptions({
    queryKey: declarationKeys.reviewMonth(monthId),
    queryFn: ({ signal }) => api.call(getReviewMonth, { params: { id: monthId }, signal }),
    ...receiptLinkRefresh,
  });
}

export function useReviewMonth(monthId: number) {
  return useQuery(reviewMonthQueryOptions(useApiClient(), monthId));
}
