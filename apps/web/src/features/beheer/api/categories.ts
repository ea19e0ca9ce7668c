import { categoryEndpoints } from '@portal/contract/endpoints/content';
import type { Taxonomy } from '@portal/contract/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { beheerKeys, invalidateCategories } from './query-keys';

/** A taxonomy has a handful of categories; WordPress's largest page holds them all. */
const PER_PAGE = 100;

export function useCategoryList(taxonomy: Taxonomy | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: beheerKeys.categories(taxonomy ?? 'none'),
    queryFn: ({ signal }) =>
      api.call(categoryEndpoints[taxonomy!].list, {
        query: { per_page: PER_PAGE, orderby: 'name', order: 'asc' },
        signal,
      }),
    enabled: taxonomy !== undefined,
    meta: { errorMessage: 'Error fetching categories' },
  });
}

/** Create, rename and delete (for good: categories have no bin) in one taxonomy. */
export function useCategoryWrites(taxonomy: Taxonomy) {
  const api = useApiClient();
  const client = useQueryClient();
  const endpoints = categoryEndpoints[taxonomy];
  const onSuccess = () => invalidateCategories(client);
  return {
    create: useMutation({
      mutationFn: (name: string) => api.call(endpoints.create, { body: { name } }),
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) =>
        api.call(endpoints.update, { params: { id }, body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) =>
        api.call(endpoints.delete, { params: { id }, query: { force: true } }),
      onSuccess,
    }),
  };
}
