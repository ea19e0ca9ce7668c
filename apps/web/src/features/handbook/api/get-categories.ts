import { categoryEndpoints } from '@portal/contract/endpoints/content';
import type { Taxonomy } from '@portal/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { handbookKeys } from './query-keys';

/** WordPress's largest page: a section has a handful of categories, never a hundred. */
const CATEGORIES_PER_PAGE = 100;

/** The section's categories, by name (WordPress's default order). */
export function categoriesQueryOptions(api: ApiClient, taxonomy: Taxonomy) {
  return queryOptions({
    queryKey: handbookKeys.categories(taxonomy),
    queryFn: ({ signal }) =>
      api.call(categoryEndpoints[taxonomy].list, {
        query: { per_page: CATEGORIES_PER_PAGE },
        signal,
      }),
    meta: { errorMessage: 'Error fetching categories' },
    staleTime: 5 * 60_000,
  });
}

export function useCategories(taxonomy: Taxonomy) {
  return useQuery(categoriesQueryOptions(useApiClient(), taxonomy));
}
