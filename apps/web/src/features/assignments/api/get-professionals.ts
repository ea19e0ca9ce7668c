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

/** Every page of a users query, the pages after the first side by side. */
async function allUsers(
  api: ApiClient,
  query: { include?: number[]; roles?: string[] },
  signal: AbortSignal,
): Promise<Colleague[]> {
  const page = (number: number) =>
    ({ ...query, orderby: 'name', order: 'asc', per_page: USERS_PER_PAGE, page: number }) as const;
  const first = await requestWpPage(api, listUsers, { query: page(1), signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) =>
      api.call(listUsers, { query: page(index + 2), signal }),
    ),
  );
  return [...first.items, ...rest.flat()];
}

/**
 * The professionals a new assignment can be for (SPEC §5, §7): a consultant's own, the users of
 * their profile, asked with `include`. Beheerder and administrator may create one for every
 * professional (the server's rule), so they choose from all users with that role.
 */
export function professionalsQueryOptions(api: ApiClient, everyone: boolean) {
  return queryOptions({
    queryKey: assignmentKeys.professionals(everyone ? 'all' : 'managed'),
    queryFn: async ({ signal, client }): Promise<Colleague[]> => {
      if (everyone) return allUsers(api, { roles: ['professional'] }, signal);
      const ids = await client.fetchQuery(managedProfessionalsQueryOptions(api));
      return ids.length === 0 ? [] : allUsers(api, { include: ids }, signal);
    },
    meta: { errorMessage: 'Error fetching users' },
  });
}

export function useProfessionals(everyone: boolean) {
  return useQuery(professionalsQueryOptions(useApiClient(), everyone));
}
