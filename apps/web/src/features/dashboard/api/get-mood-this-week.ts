import { contentEndpoints } from '@portal/contract/endpoints/content';
import type { MoodWeek } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { dashboardKeys } from './query-keys';

/**
 * The user's answer of this week, if any: their moodtrackers dated within Monday to Sunday
 * (Amsterdam), at most one.
 */
export function moodThisWeekQueryOptions(api: ApiClient, userId: number, week: MoodWeek) {
  return queryOptions({
    queryKey: dashboardKeys.moodWeek(userId, week.after),
    queryFn: async ({ signal }) => {
      const posts = await api.call(contentEndpoints.moodtrackers.list, {
        query: { acf_user: userId, after: week.after, before: week.before, per_page: 1 },
        signal,
      });
      return posts[0] ?? null;
    },
    meta: { errorMessage: 'Error fetching posts' },
  });
}

export function useMoodThisWeek(userId: number, week: MoodWeek) {
  return useQuery(moodThisWeekQueryOptions(useApiClient(), userId, week));
}
