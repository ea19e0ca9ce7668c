import type { ApiClient } from './api-client';
import type { HttpRequest } from './http';

/** One page of a WordPress list with the totals WordPress answers in its headers. */
export interface WpPage<T> {
  items: T[];
  /** X-WP-Total: all items over all pages. */
  total: number;
  /** X-WP-TotalPages: 0 when there are no items at all. */
  totalPages: number;
}

function headerCount(headers: Headers | null, name: string, fallback: number): number {
  const value = Number(headers?.get(name));
  return headers?.has(name) && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * GET a WordPress list and read X-WP-Total and X-WP-TotalPages. A back end that leaves the
 * headers out is read as "this page is all there is".
 */
export async function requestWpPage<T>(
  api: ApiClient,
  path: string,
  { query, signal }: Pick<HttpRequest, 'query' | 'signal'> = {},
): Promise<WpPage<T>> {
  let headers: Headers | null = null;
  const items = await api.request<T[]>(path, {
    query,
    signal,
    onHeaders: (received) => {
      headers = received;
    },
  });
  const list = Array.isArray(items) ? items : [];
  const total = headerCount(headers, 'X-WP-Total', list.length);
  const totalPages = headerCount(headers, 'X-WP-TotalPages', list.length > 0 ? 1 : 0);
  return { items: list, total, totalPages };
}
