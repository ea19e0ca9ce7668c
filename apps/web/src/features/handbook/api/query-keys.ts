import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';

export const handbookKeys = {
  categories: (taxonomy: string) =>
    [...CONTENT_QUERY_ROOTS.handbook, taxonomy, 'categories'] as const,
  items: (type: string, categoryId: number) =>
    [...CONTENT_QUERY_ROOTS.handbook, type, 'items', categoryId] as const,
};
