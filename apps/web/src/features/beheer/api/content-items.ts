import type { CategorizedItem, NewsItem } from '@portal/contract';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage, type WpPage } from '@/shared/api/wp-page';
import type { ContentSection } from '../model/sections';
import type { EditorStatus } from '../model/status';
import { beheerKeys } from './query-keys';

/** An item of any of the four types, as Beheer reads it (news has an author object). */
export type AdminItem = Omit<CategorizedItem, 'author'> & {
  author: number | NewsItem['author'];
};

/**
 * The four types' endpoints differ only in the item's shape; Beheer reads them through this
 * one view so its screens serve every type.
 */
export const endpointsOf = (section: ContentSection) =>
  contentEndpoints[section.type] as unknown as typeof contentEndpoints.arbeidsvoorwaarden;

export const LIST_PAGE_SIZE = 20;

export interface ListParams {
  page: number;
  search: string;
  /** `any` is every status but the bin, as WordPress reads it. */
  status: EditorStatus | 'any';
  categoryId: number | null;
  orderby: 'date' | 'title';
  order: 'asc' | 'desc';
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  page: 1,
  search: '',
  status: 'any',
  categoryId: null,
  orderby: 'date',
  order: 'desc',
};

function listQueryOptions(api: ApiClient, section: ContentSection, params: ListParams) {
  return queryOptions({
    queryKey: beheerKeys.list(section.type, params),
    queryFn: ({ signal }): Promise<WpPage<AdminItem>> =>
      requestWpPage(api, endpointsOf(section).list, {
        query: {
          page: params.page,
          per_page: LIST_PAGE_SIZE,
          status: params.status,
          orderby: params.orderby,
          order: params.order,
          ...(params.search.trim() ? { search: params.search.trim() } : {}),
          ...(section.taxonomy && params.categoryId
            ? { [section.taxonomy]: params.categoryId }
            : {}),
        },
        signal,
      }) as Promise<WpPage<AdminItem>>,
    meta: { errorMessage: 'Error fetching posts' },
    // The next page or another filter keeps the rows in place until its answer is there.
    placeholderData: keepPreviousData,
  });
}

export function useContentList(section: ContentSection, params: ListParams) {
  return useQuery(listQueryOptions(useApiClient(), section, params));
}

/** One item with its stored text (`context=edit`: title.raw, content.raw, excerpt.raw). */
export function useContentItem(section: ContentSection, id: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: beheerKeys.item(section.type, id ?? 0),
    queryFn: ({ signal }) =>
      api.call(endpointsOf(section).get, {
        params: { id: id ?? 0 },
        query: { context: 'edit' },
        signal,
      }) as Promise<AdminItem>,
    enabled: id !== null,
    meta: { errorMessage: 'Error fetching post' },
    // The editor's form is filled once from the answer; a background refetch must not
    // overwrite what the editor is typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
