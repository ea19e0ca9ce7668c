export interface NotificationListParams {
  page: number;
  perPage: number;
  unreadOnly: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell's count: from the list's X-Unread-Count, the stream or a mark-read's answer. */
  unread: ['notifications', 'unread'] as const,
  lists: ['notifications', 'list'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
};
