import { intranetOptionsQueryOptions } from '@/shared/content/get-intranet-options';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { latestNewsQueryOptions } from './api/get-latest-news';

/** The quick links and the news: the blocks whose height changes when their data arrives. */
export const prefetchDashboard: ScreenPrefetch = ({ api, queryClient }) =>
  Promise.all([
    prefetchQuietly(queryClient, intranetOptionsQueryOptions(api)),
    prefetchQuietly(queryClient, latestNewsQueryOptions(api)),
  ]);
