import {
  addPasskey,
  deletePasskey,
  listPasskeys,
  passkeyRegistrationOptions,
} from '@portal/contract/endpoints/passkeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { createPasskey } from '@/shared/passkeys/passkey-browser';
import { profileKeys } from './query-keys';

/** GET /intranet/v1/passkeys: the signed-in person's passkeys. */
export function usePasskeys() {
  const api = useApiClient();
  return useQuery({
    queryKey: profileKeys.passkeys,
    queryFn: ({ signal }) => api.call(listPasskeys, { signal }),
    meta: { errorMessage: 'Error fetching passkeys' },
  });
}

/** Options from the server, the browser's new passkey, then the server stores it. */
export function useAddPasskey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const answer = await createPasskey(await api.call(passkeyRegistrationOptions));
      return api.call(addPasskey, { body: { name, response: answer } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.passkeys }),
  });
}

export function useDeletePasskey() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deletePasskey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.passkeys }),
  });
}
