import type { BodyInput } from '@portal/contract/endpoints/define';
import { markNotificationsRead } from '@portal/contract/endpoints/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import type { NotificationPage } from './list-notifications';
import { notificationKeys } from './query-keys';

export type MarkRead = BodyInput<typeof markNotificationsRead>;

/**
 * POST /intranet/v1/notifications/read, for some ids or all. The answer's count goes to the
 * bell, and the cached lists show the items read at once, before they are asked again. The
 * cache is updated here, not by the caller: a notification's link navigates away meanwhile.
 */
export function useMarkRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRead) => api.call(markNotificationsRead, { body }),
    onSuccess: ({ unread }, body) => {
      queryClient.setQueryData(notificationKeys.unread, unread);
      const marked = (id: number) => 'all' in body || body.ids.includes(id);
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists }, (page) =>
        page
          ? {
              ...page,
              unread,
              items: page.items.map((item) => (marked(item.id) ? { ...item, read: true } : item)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    },
  });
}
