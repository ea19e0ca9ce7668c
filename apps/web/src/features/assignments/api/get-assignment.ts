import { getAssignment } from '@portal/contract/endpoints/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';

/**
 * One assignment with every quarter's evaluation and its signed `pdf_url`. The link lives 10
 * minutes on the server, so the detail is read again before it runs out and on return to the tab.
 * A refused or unknown id (4xx) is not retried: the screen sends the user back to the list.
 */
export function assignmentQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: assignmentKeys.detail(id),
    queryFn: ({ signal }) => api.call(getAssignment, { params: { id }, signal }),
    meta: { errorMessage: 'Error fetching post' },
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useAssignment(id: number) {
  return useQuery(assignmentQueryOptions(useApiClient(), id));
}
