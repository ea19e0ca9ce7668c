import type { Notification } from '@portal/contract/endpoints/notifications';
import { jsonResponse } from './wp-responses';

export const NOTIFICATIONS = '/intranet/v1/notifications';
export const NOTIFICATIONS_READ = '/intranet/v1/notifications/read';
export const NOTIFICATION_STREAM = '/intranet/v1/notifications/stream';
export const NOTIFICATIONS_UNREAD = '/intranet/v1/notifications/unread-count';

/** The bell's count as GET notifications/unread-count answers it. */
export const unreadCount = (unread: number) => jsonResponse(200, { unread });

/** A notification as the list answers it: unread, not done, an hour before `now`. */
export function notification(
  id: number,
  overrides: Partial<Notification> = {},
  now = Date.now(),
): Notification {
  return {
    id,
    kind: 'declaration_submitted',
    created: new Date(now - 60 * 60_000).toISOString(),
    read: false,
    done: false,
    text: `Femke Jansen heeft haar declaraties van oktober 2026 ingediend (${id}).`,
    link: `/portal/declaraties/beoordelen/${id}`,
    actor: { id: 12, name: 'Femke Jansen' },
    ...overrides,
  };
}

/** A page of the list with the server's three headers. */
export function notificationList(
  items: Notification[],
  {
    unread = items.filter((item) => !item.read).length,
    total = items.length,
    totalPages = items.length > 0 ? 1 : 0,
  }: { unread?: number; total?: number; totalPages?: number } = {},
) {
  const response = jsonResponse(200, items);
  response.headers.set('X-WP-Total', String(total));
  response.headers.set('X-WP-TotalPages', String(totalPages));
  response.headers.set('X-Unread-Count', String(unread));
  return response;
}

/**
 * The stream endpoint as the test drives it: each connection is a text/event-stream the test
 * writes `unread` events to (`send`) and ends (`end`); `refuse` answers the next connections
 * with an error instead.
 */
export function fakeNotificationStream() {
  const encoder = new TextEncoder();
  const connections: ReadableStreamDefaultController<Uint8Array>[] = [];
  let refusal: number | null = null;
  return {
    connections,
    reply(): Response {
      if (refusal !== null) return jsonResponse(refusal, { code: 'refused', message: 'Nee.' });
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => void connections.push(controller),
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    },
    send(unread: number) {
      connections
        .at(-1)!
        .enqueue(encoder.encode(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`));
    },
    end() {
      connections.at(-1)!.close();
    },
    refuse(status: number | null) {
      refusal = status;
    },
  };
}
