import type { EndpointShape, SuccessBody } from '@portal/contract/endpoints/define';
import type { ApiClient } from './api-client';
import type { CallInput } from './endpoint-request';

/** One page of a WordPress list with the totals WordPress answers in its headers. */
export interface WpPage<T> {
  items: T[];
  /** X-WP-Total: all items over all pages. */
  total: number;
  /** X-WP-TotalPages: 0 when there are no items at all. */
  totalPages: number;
}

/** An item of a list endpoint's answer. */
export type ListItem<E extends EndpointShape> =
  SuccessBody<E> extends readonly (infer T)[] ? T : never;

/** A count header's value, or `fallback` when it is missing or not a count. */
export function headerCount(headers: Headers | null, name: string, fallback: number): number {
  const value = Number(headers?.get(name));
  return headers?.has(name) && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * Calls a WordPress list endpoint and reads X-WP-Total and X-WP-TotalPages. A back end that
 * leaves the headers out is read as "this page is all there is". `onHeaders` gets the headers
 * too, for a list that answers more in them (the notifications' X-Unread-Count).
 */
export async function requestWpPage<E extends EndpointShape>(
  api: ApiClient,
  endpoint: E,
  input?: CallInput<E>,
): Promise<WpPage<ListItem<E>>> {
  let headers: Headers | null = null;
  const items: unknown = await api.call(endpoint, {
    ...input,
    onHeaders: (received: Headers) => {
      headers = received;
      input?.onHeaders?.(received);
    },
  } as CallInput<E>);
  const list = Array.isArray(items) ? (items as ListItem<E>[]) : [];
  const total = headerCount(headers, 'X-WP-Total', list.length);
  const totalPages = headerCount(headers, 'X-WP-TotalPages', list.length > 0 ? 1 : 0);
  return { items: list, total, totalPages };
}
