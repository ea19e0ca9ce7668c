import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import type { ReviewListResponse } from './contract-types';
import { declarationKeys } from './query-keys';

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
        await api.request<ReviewListResponse>('/custom/v1/declarations/review', {
          query: { status: filters.status, year: filters.year, month: filters.month },
          signal,
        })
      ).months,
  });
}

export function useReviewList(filters: ReviewFilters) {
  return useQuery(reviewListQueryOptions(useApiClient(), filters));
}
