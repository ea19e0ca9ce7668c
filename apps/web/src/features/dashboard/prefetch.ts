import { moodWeek } from '@portal/contract/rules';
import { intranetOptionsQueryOptions } from '@/shared/content/get-intranet-options';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { actionsNeededQueryOptions } from './api/get-actions-needed';
import { latestNewsQueryOptions } from './api/get-latest-news';
import { moodThisWeekQueryOptions } from './api/get-mood-this-week';

/**
 * Every block's data at once: the quick links and the news (whose height changes when they
 * arrive), this week's check-in, which otherwise starts only once the card has rendered, a
 * round trip after the others (the last block to fill on a full page load), and "Actie nodig",
 * which appears above them all when it has items (issue 26).
 */
export const prefetchDashboard: ScreenPrefetch = ({ api, queryClient, user }) =>
  Promise.all([
    prefetchQuietly(queryClient, intranetOptionsQueryOptions(api)),
    prefetchQuietly(queryClient, latestNewsQueryOptions(api)),
    user &&
      prefetchQuietly(queryClient, moodThisWeekQueryOptions(api, user.id, moodWeek(new Date()))),
    user && prefetchQuietly(queryClient, actionsNeededQueryOptions(api, user.id)),
  ]);
