import {
  functiesQueryOptions,
  opdrachtgeversQueryOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { prefetchQuietly, type ScreenPrefetch } from '@/shared/routing/screen-prefetch';
import { assignmentsQueryOptions } from './api/get-assignments';

/** The list and the names its rows need, while the screen's code loads. */
export const prefetchAssignments: ScreenPrefetch = ({ api, queryClient }) =>
  Promise.all([
    prefetchQuietly(queryClient, assignmentsQueryOptions(api)),
    prefetchQuietly(queryClient, functiesQueryOptions(api)),
    prefetchQuietly(queryClient, opdrachtgeversQueryOptions(api)),
  ]);
