import type { BodyInput } from '@portal/contract/endpoints/define';
import {
  getNotificationPreferences,
  putNotificationPreferences,
} from '@portal/contract/endpoints/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { profileKeys } from './query-keys';

/** GET /intranet/v1/notification-preferences: every kind's e-mail, a default where never chosen. */
export function useNotificationPreferences() {
  const api = useApiClient();
  return useQuery({
    queryKey: profileKeys.notifications,
    queryFn: ({ signal }) => api.call(getNotificationPreferences, { signal }),
    meta: { errorMessage: 'Error fetching notification preferences' },
  });
}

/** PUT with the kinds that changed; the answer (every kind) replaces the cached one. */
export function useSaveNotificationPreferences() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof putNotificationPreferences>) =>
      api.call(putNotificationPreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData(profileKeys.notifications, answer),
  });
}
