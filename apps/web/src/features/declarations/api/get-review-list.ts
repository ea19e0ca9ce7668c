import { getReviewQueue } from '@portal/contract/endpoints/declarations-review';
import type { REVIEW_STATUSES } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { declarationKeys } from './query-keys';

type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface ReviewFilters {
  status: string;
  year?: number;
  month?: number;
}

/** The months waiting for (or done with) review that this reviewer may see. */
export function reviewListQueryOptions(api: ApiClient, filters: ReviewFilters) {
  return queryOptions({
    queryKey: declarationKeys.reviewList(filters),
    queryFn: async ({ signal }) =>
      (
        await api.call(getReviewQueue, {
          query: {
            status: filters.status as ReviewStatus,
            year: filters.year,
            month: filters.month,
          },
          signal,
        })
      ).months,
  });
}

export function useReviewList(filters: ReviewFilters) {
  return useQuery(reviewListQueryOptions(useApiClient(), filters));
}
