import type { Colleague } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { fetchAllUsers } from '@/shared/api/all-users';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';
import { managedProfessionalsQueryOptions } from './get-viewer';

/**
 * The professionals a new assignment can be for (SPEC §5, §6, §7): the users of the signed-in
 * staff member's own profile, asked with `include` (the server refuses anyone else).
 */
export function professionalsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: assignmentKeys.professionals,
    queryFn: async ({ signal, client }): Promise<Colleague[]> => {
      const ids = await client.fetchQuery(managedProfessionalsQueryOptions(api));
      return ids.length === 0 ? [] : fetchAllUsers(api, { include: ids }, signal);
    },
    meta: { errorMessage: 'Error fetching users' },
  });
}

export function useProfessionals() {
  return useQuery(professionalsQueryOptions(useApiClient()));
}
