import { getUserProfile } from '@portal/contract/endpoints/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { assignmentKeys } from './query-keys';

/**
 * The professionals the signed-in user manages: their profile's `users` (SPEC §3, §5). Whose
 * consultant the viewer is decides the detail's intro and who may write the evaluation.
 */
export function managedProfessionalsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: assignmentKeys.viewer,
    queryFn: async ({ signal }) => (await api.call(getUserProfile, { signal })).profile.users,
    meta: { errorMessage: 'Error fetching users' },
    staleTime: 5 * 60_000,
  });
}

export function useManagedProfessionals({ enabled = true } = {}) {
  return useQuery({ ...managedProfessionalsQueryOptions(useApiClient()), enabled });
}
