import { moodWeek } from '@portal/contract/rules';
import { intranetOptionsQueryOptions } from '@/shared/content/get-intranet-options';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { latestNewsQueryOptions } from './api/get-latest-news';
import { moodThisWeekQueryOptions } from './api/get-mood-this-week';

/**
 * All three blocks' data at once: the quick links and the news (whose height changes when they
 * arrive) and this week's check-in, which otherwise starts only once the card has rendered, a
 * round trip after the others (the last block to fill on a full page load).
 */
export const prefetchDashboard: ScreenPrefetch = ({ api, queryClient, user }) =>
  Promise.all([
    prefetchQuietly(queryClient, intranetOptionsQueryOptions(api)),
    prefetchQuietly(queryClient, latestNewsQueryOptions(api)),
    user &&
      prefetchQuietly(queryClient, moodThisWeekQueryOptions(api, user.id, moodWeek(new Date()))),
  ]);
