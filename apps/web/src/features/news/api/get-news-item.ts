import { contentEndpoints } from '@portal/contract/endpoints/content';
import { CONTENT_ERROR_CODES } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { isApiError } from '@/shared/api/api-error';
import { newsKeys } from './query-keys';

export function newsItemQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }) => api.call(contentEndpoints.nieuws.get, { params: { id }, signal }),
    meta: { errorMessage: 'Error fetching post' },
  });
}

export function useNewsItem(id: number) {
  return useQuery(newsItemQueryOptions(useApiClient(), id));
}

/** The server has no such (published) item: a friendly state rather than an empty page. */
export function isUnknownNewsItem(error: unknown): boolean {
  return isApiError(error, CONTENT_ERROR_CODES.invalidPostId);
}
