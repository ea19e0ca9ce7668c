import type { QueryClient } from '@tanstack/react-query';
import { CONTENT_QUERY_ROOTS } from '@/shared/content/query-keys';
import type { ContentType } from '../model/sections';

export const beheerKeys = {
  all: ['beheer'] as const,
  lists: (type: ContentType) => ['beheer', type, 'list'] as const,
  list: (type: ContentType, params: object) => ['beheer', type, 'list', params] as const,
  item: (type: ContentType, id: number) => ['beheer', type, 'item', id] as const,
  categories: (taxonomy: string) => ['beheer', 'categories', taxonomy] as const,
};

/** The portal screens that show a content type, refreshed after Beheer writes one. */
const PORTAL_ROOTS: Readonly<Record<ContentType, readonly (readonly string[])[]>> = {
  nieuws: [CONTENT_QUERY_ROOTS.news, CONTENT_QUERY_ROOTS.dashboardNews],
  arbeidsvoorwaarden: [CONTENT_QUERY_ROOTS.handbook],
  kennisbank: [CONTENT_QUERY_ROOTS.handbook],
  bibliotheek: [CONTENT_QUERY_ROOTS.library],
};

/**
 * After a write of an item: Beheer's own lists and the portal screens that show the type. The
 * item itself is already in the cache as the server answered it.
 */
export function invalidateContent(client: QueryClient, type: ContentType): Promise<void> {
  const roots = [beheerKeys.lists(type), ...PORTAL_ROOTS[type]];
  return Promise.all(roots.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** After a category write: the handbook's menus and Beheer's filters. */
export function invalidateCategories(client: QueryClient): Promise<void> {
  return Promise.all(
    [beheerKeys.all, CONTENT_QUERY_ROOTS.handbook].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
