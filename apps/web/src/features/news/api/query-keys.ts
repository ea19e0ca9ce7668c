import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';

export const newsKeys = {
  list: [...CONTENT_QUERY_ROOTS.news, 'list'] as const,
  item: (id: number) => [...CONTENT_QUERY_ROOTS.news, 'item', id] as const,
};
