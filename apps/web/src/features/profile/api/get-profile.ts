import { getUserProfile } from '@portal/contract/endpoints/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { profileKeys } from './query-keys';

/** GET /custom/v1/user-profile: the signed-in user's own profile. */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => api.call(getUserProfile, { signal }),
    meta: { errorMessage: 'Error fetching users' },
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useApiClient()));
}
