import type { Notification } from '@portal/contract/endpoints/notifications';
import { listNotifications } from '@portal/contract/endpoints/notifications';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-client-context';
import { headerCount, requestWpPage, type WpPage } from '@/shared/api/wp-page';
import { notificationKeys, type NotificationListParams } from './query-keys';

/** A page of the list with the unread count the server answers next to it. */
export interface NotificationPage extends WpPage<Notification> {
  unread: number;
}

/** GET /intranet/v1/notifications: a page, newest first, and X-Unread-Count. */
export async function requestNotifications(
  api: ApiClient,
  { page, perPage, unreadOnly }: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  let headers: Headers | null = null;
  const result = await requestWpPage(api, listNotifications, {
    query: { page, per_page: perPage, ...(unreadOnly ? { unread: '1' } : {}) },
    signal,
    onHeaders: (received) => {
      headers = received;
    },
  });
  const unreadHere = result.items.filter((item) => !item.read).length;
  return { ...result, unread: headerCount(headers, 'X-Unread-Count', unreadHere) };
}

export function notificationListQueryOptions(api: ApiClient, params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: async ({ signal, client }) => {
      const page = await requestNotifications(api, params, signal);
      // The newest count there is: the bell follows what the list says.
      client.setQueryData(notificationKeys.unread, page.unread);
      return page;
    },
    meta: { errorMessage: 'Error fetching notifications' },
  });
}

/**
 * A page of notifications. `enabled`: the bell's panel asks only while it is open. Another
 * page keeps the current one shown until it is there, so the list does not jump to a skeleton.
 */
export function useNotificationList(params: NotificationListParams, enabled = true) {
  return useQuery({
    ...notificationListQueryOptions(useApiClient(), params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
