import { uploadProfilePicture } from '@portal/contract/endpoints/profile';
import { updateUserProfile } from '@portal/contract/endpoints/profile';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { useStoreProfile } from './update-profile';

/**
 * POST /custom/v1/upload-profile-picture (multipart, field `file`), then the profile names the
 * new file as its public picture (SPEC §7); the answer is the new profile, stored like a save.
 */
export function useUploadPicture() {
  const api = useApiClient();
  const storeProfile = useStoreProfile();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      const { file_id } = await api.call(uploadProfilePicture, { body });
      return api.call(updateUserProfile, { body: { public_picture: { id: file_id.id } } });
    },
    onSuccess: storeProfile,
  });
}
