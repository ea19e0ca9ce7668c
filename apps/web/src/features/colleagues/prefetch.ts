import {
  prefetchInfiniteQuietly,
  prefetchQuietly,
  type ScreenPrefetch,
} from '@/shared/routing/screen-prefetch';
import { colleaguesQueryOptions } from './api/get-colleagues';
import {
  functiesQueryOptions,
  opdrachtgeversQueryOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { readFilters, serverFilters } from './model';

/** The first page of cards and the filter choices, while the screen's code loads. */
export const prefetchColleagues: ScreenPrefetch = ({ api, queryClient, searchParams }) => {
  const filters = serverFilters(readFilters(searchParams));
  return Promise.all([
    prefetchInfiniteQuietly(queryClient, colleaguesQueryOptions(api, filters)),
    prefetchQuietly(queryClient, functiesQueryOptions(api)),
    prefetchQuietly(queryClient, opdrachtgeversQueryOptions(api)),
  ]);
};
