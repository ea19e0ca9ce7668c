import type { ProfileUpdate, UserProfileResponse } from '@portal/contract';
import { updateUserProfile } from '@portal/contract/endpoints/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { useSessionStore } from '@/shared/session/session-context';
import { mergeProfile } from '@/shared/session/session-user';
import { profileKeys } from './query-keys';

/**
 * The new profile from the server replaces the cached one and the stored session user (SPEC
 * §7), so the top bar's name and picture follow at once.
 */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  const store = useSessionStore();
  return (profile: UserProfileResponse) => {
    queryClient.setQueryData(profileKeys.own, profile);
    const { user } = store.getState();
    if (user) store.getState().setUser(mergeProfile(user, profile));
  };
}

/** POST /custom/v1/user-profile with the changed fields; answers the new profile. */
export function useUpdateProfile() {
  const api = useApiClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.call(updateUserProfile, { body }),
    onSuccess: storeProfile,
  });
}
