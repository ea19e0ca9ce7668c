import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidPageNumber } from './wp-errors.js';

/** One page of a WordPress list and the totals its headers carry. */
export interface WpPage<T> {
  items: T[];
  total: number;
  totalPages: number;
  page: number;
}

/** X-WP-TotalPages of a list; a page past the last of a list with items is WordPress's 400. */
export function pageCount(total: number, perPage: number, page: number): number {
  const totalPages = Math.ceil(total / perPage);
  if (page > totalPages && total > 0) throw invalidPageNumber();
  return totalPages;
}

/** Link: rel="prev"/"next" with the request's own query, only `page` changed (as WordPress). */
export function paginationLink(
  baseUrl: string,
  url: string,
  page: number,
  totalPages: number,
): string | undefined {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const target = (n: number) => {
    params.set('page', String(n));
    return `<${baseUrl}${path}?${params.toString()}>`;
  };
  const links: string[] = [];
  const prev = Math.min(page - 1, totalPages);
  if (page > 1 && prev >= 1) links.push(`${target(prev)}; rel="prev"`);
  if (page < totalPages) links.push(`${target(page + 1)}; rel="next"`);
  return links.length ? links.join(', ') : undefined;
}

/** Sets X-WP-Total, X-WP-TotalPages and Link of a page. */
export function setWpPageHeaders(
  reply: FastifyReply,
  request: FastifyRequest,
  baseUrl: string,
  result: Omit<WpPage<unknown>, 'items'>,
): void {
  reply
    .header('X-WP-Total', String(result.total))
    .header('X-WP-TotalPages', String(result.totalPages))
    .header('Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link');
  const link = paginationLink(baseUrl, request.url, result.page, result.totalPages);
  if (link) reply.header('Link', link);
}

/** Sets X-WP-Total, X-WP-TotalPages and Link, and returns the page's items as the body. */
export function sendWpPage<T>(
  reply: FastifyReply,
  request: FastifyRequest,
  baseUrl: string,
  result: WpPage<T>,
): T[] {
  setWpPageHeaders(reply, request, baseUrl, result);
  return result.items;
}
