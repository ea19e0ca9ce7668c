import { getUserProfile, uploadProfilePicture } from '@portal/contract/endpoints/profile';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { useStoreProfile } from './update-profile';

/**
 * POST /custom/v1/upload-profile-picture (multipart, field `file`): the stored picture becomes
 * the public picture at once. The profile is read again and stored like a save, so the page
 * and the top bar show the new picture.
 */
export function useUploadPicture() {
  const api = useApiClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      await api.call(uploadProfilePicture, { body });
      return api.call(getUserProfile);
    },
    onSuccess: storeProfile,
  });
}
