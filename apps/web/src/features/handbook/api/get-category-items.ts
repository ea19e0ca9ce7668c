import { contentEndpoints } from '@portal/contract/endpoints/content';
import { CATEGORY_LIST_PER_PAGE } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import type { SectionConfig } from '../model';
import { handbookKeys } from './query-keys';

/**
 * SPEC §7: the published items of one category, up to 200. Their file links are signed for
 * about an hour, so the list is fetched again when the user comes back to the tab.
 */
export function categoryItemsQueryOptions(
  api: ApiClient,
  section: SectionConfig,
  categoryId: number,
) {
  return queryOptions({
    queryKey: handbookKeys.items(section.type, categoryId),
    queryFn: ({ signal }) =>
      api.call(contentEndpoints[section.type].list, {
        query: {
          status: 'publish',
          per_page: CATEGORY_LIST_PER_PAGE,
          [section.taxonomy]: categoryId,
        },
        signal,
      }),
    meta: { errorMessage: 'Error fetching posts' },
    refetchOnWindowFocus: true,
  });
}

export function useCategoryItems(section: SectionConfig, categoryId: number) {
  return useQuery(categoryItemsQueryOptions(useApiClient(), section, categoryId));
}
