import type { Colleague, UserListQuery } from '@portal/contract';
import { listUsers } from '@portal/contract/endpoints/users';
import type { ApiClient } from './api-client';
import { requestWpPage } from './wp-page';

/** The users API answers at most 100 a page. */
export const USERS_PER_PAGE = 100;

type UsersQuery = Partial<Omit<UserListQuery, 'page' | 'per_page'>>;

/**
 * Every user a query matches, every page of it (a list of choices must not stop at the first
 * hundred): the first page says how many pages there are, the rest are asked side by side.
 */
export async function fetchAllUsers(
  api: ApiClient,
  query: UsersQuery,
  signal: AbortSignal,
): Promise<Colleague[]> {
  const page = (number: number) =>
    ({
      orderby: 'name',
      order: 'asc',
      ...query,
      per_page: USERS_PER_PAGE,
      page: number,
    }) as const;
  const first = await requestWpPage(api, listUsers, { query: page(1), signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.call(listUsers, { query: page(index + 2), signal }),
    ),
  );
  return [...(first.items as Colleague[]), ...rest.flat()];
}
