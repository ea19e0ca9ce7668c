import { getAssignment } from '@portal/contract/endpoints/assignments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';

/**
 * One assignment with every quarter's evaluation and its signed `pdf_url`. The link lives 10
 * minutes on the server, so the detail is read again every 5 minutes, also in a tab in the
 * background, and counts as stale after 9: the screen offers no link from stale data (a laptop
 * that slept, say) and the read on return to the tab brings a fresh one.
 * A refused or unknown id (4xx) is not retried: the screen sends the user back to the list.
 */
export const PDF_LINK_FRESH_MS = 9 * 60_000;

export function assignmentQueryOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: assignmentKeys.detail(id),
    queryFn: ({ signal }) => api.call(getAssignment, { params: { id }, signal }),
    meta: { errorMessage: 'Error fetching post' },
    staleTime: PDF_LINK_FRESH_MS,
    refetchInterval: 5 * 60_000,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
  });
}

export function useAssignment(id: number) {
  return useQuery(assignmentQueryOptions(useApiClient(), id));
}
