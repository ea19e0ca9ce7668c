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
import { readFilters } from './model';

/** The first page of cards and the filter choices, while the screen's code loads. */
export const prefetchColleagues: ScreenPrefetch = ({ api, queryClient }) => {
  const { search } = readFilters(new URLSearchParams(window.location.search));
  return Promise.all([
    prefetchInfiniteQuietly(queryClient, colleaguesQueryOptions(api, search.trim())),
    prefetchQuietly(queryClient, functiesQueryOptions(api)),
    prefetchQuietly(queryClient, opdrachtgeversQueryOptions(api)),
  ]);
};
