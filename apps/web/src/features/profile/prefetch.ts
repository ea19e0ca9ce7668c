import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { profileQueryOptions } from './api/get-profile';

/** The profile fills the whole screen; its form starts with the stored values. */
export const prefetchProfile: ScreenPrefetch = ({ api, queryClient }) =>
  prefetchQuietly(queryClient, profileQueryOptions(api));
