import { getActionsNeeded } from '@portal/contract/endpoints/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { dashboardKeys } from './query-keys';

const FRESH_MS = 2_000;

/**
 * What the user has to do now (issue 26 item 3). Asked afresh on every visit of the dashboard
 * (the loader's prefetch waits for it): a month submitted elsewhere in the portal a moment ago
 * must not still be named. Fresh only for the moment between that prefetch and the screen's
 * first render, which then reuses it instead of asking twice.
 */
export function actionsNeededQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: dashboardKeys.actionsNeeded(userId),
    queryFn: ({ signal }) => api.call(getActionsNeeded, { signal }),
    staleTime: FRESH_MS,
    meta: { errorMessage: 'Error fetching actions needed' },
  });
}

export function useActionsNeeded(userId: number) {
  return useQuery(actionsNeededQueryOptions(useApiClient(), userId));
}
