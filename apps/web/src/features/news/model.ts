export const NEWS_PATH = '/portal/nieuws';

export const newsItemPath = (id: number) => `${NEWS_PATH}/${id}`;

/** The route's :nieuwsItem as a post id, or null when it cannot be one. */
export function parseNewsId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** SPEC §3: the author's first and last name (lastName includes the tussenvoegsel). */
export { authorName } from '@/shared/content/news-article';
