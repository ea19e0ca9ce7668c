import type { Colleague } from '@portal/contract';
import { listUsers } from '@portal/contract/endpoints/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { requestWpPage } from '@/shared/api/wp-page';
import { assignmentKeys } from './query-keys';
import { managedProfessionalsQueryOptions } from './get-viewer';

/** The users API answers at most 100 a page. */
const USERS_PER_PAGE = 100;

/** These users, every page of them, the pages after the first side by side. */
async function allUsers(
  api: ApiClient,
  include: number[],
  signal: AbortSignal,
): Promise<Colleague[]> {
  const page = (number: number) =>
    ({ include, orderby: 'name', order: 'asc', per_page: USERS_PER_PAGE, page: number }) as const;
  const first = await requestWpPage(api, listUsers, { query: page(1), signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.call(listUsers, { query: page(index + 2), signal }),
    ),
  );
  return [...first.items, ...rest.flat()];
}

/**
 * The professionals a new assignment can be for (SPEC §5, §6, §7): the users of the signed-in
 * staff member's own profile, asked with `include` (the server refuses anyone else).
 */
export function professionalsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: assignmentKeys.professionals,
    queryFn: async ({ signal, client }): Promise<Colleague[]> => {
      const ids = await client.fetchQuery(managedProfessionalsQueryOptions(api));
      return ids.length === 0 ? [] : allUsers(api, ids, signal);
    },
    meta: { errorMessage: 'Error fetching users' },
  });
}

export function useProfessionals() {
  return useQuery(professionalsQueryOptions(useApiClient()));
}
