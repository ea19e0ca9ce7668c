import { unreadNotificationCount } from '@portal/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/shared/api/api-client-context';
import { UNREAD_POLL_MS } from '../model';
import { notificationKeys } from './query-keys';

/**
 * The bell's unread count (GET notifications/unread-count, one index-only count), every
 * minute while no stream is open (the stream sets the count itself, see use-notification-stream).
 * Quiet: a failed count leaves the bell without a number; the panel says when it cannot load.
 */
export function useUnreadCount(streamOpen: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await api.call(unreadNotificationCount, { signal })).unread,
    refetchInterval: streamOpen ? false : UNREAD_POLL_MS,
    meta: { quiet: true },
  });
}
