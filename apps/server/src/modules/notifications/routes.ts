import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  notificationStream,
  putNotificationPreferences,
  unreadNotificationCount,
  unsubscribeNotifications,
} from '@portal/contract/endpoints/notifications';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { NotificationsService } from './service.js';
import type { NotificationStreams } from './stream.js';

/** The notifications' endpoints. Each reads only one's own; the unsubscribe link is signed. */
export function registerNotificationRoutes(
  router: EndpointRouter,
  deps: { notifications: NotificationsService; streams: NotificationStreams },
) {
  const { notifications } = deps;
  router.route(listNotifications, async ({ query, user, reply }) => {
    const page = await notifications.list(user.id, query);
    reply
      .header('X-WP-Total', String(page.total))
      .header('X-WP-TotalPages', String(page.totalPages))
      .header('X-Unread-Count', String(page.unread))
      .header('Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, X-Unread-Count');
    return page.items;
  });
  router.route(unreadNotificationCount, async ({ user }) => ({
    unread: await notifications.unreadCount(user.id),
  }));
  router.route(notificationStream, async ({ request, reply, user }) =>
    deps.streams.open(request, reply, user.id),
  );
  router.route(markNotificationsRead, async ({ body, user }) =>
    notifications.markRead(user.id, body),
  );
  router.route(getNotificationPreferences, async ({ user }) => notifications.preferences(user.id));
  router.route(putNotificationPreferences, async ({ body, user }) =>
    notifications.setPreferences(user.id, body),
  );
  router.route(unsubscribeNotifications, async ({ query }) => notifications.unsubscribe(query));
}
