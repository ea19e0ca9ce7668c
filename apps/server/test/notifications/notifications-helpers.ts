import {
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  putNotificationPreferences,
  unreadNotificationCount,
  type Notification,
} from '@portal/contract/endpoints/notifications';
import type { TestContext } from '../helpers/test-app.js';
import { createJobQueue } from '../../src/jobs/job-queue.js';
import {
  createNotifier,
  NOTIFICATION_MAIL_QUEUE,
  type NotificationEvent,
  type Notifier,
} from '../../src/modules/notifications/notify.js';
import type { SignedInUser } from '../factories/index.js';
import { uniqueSuffix } from '../factories/sequence.js';

/**
 * Recording notifications as a producer module would: the real notifier in a transaction of
 * its own, its mail job queued for the app's workers (this queue only sends).
 */
export function notifierOf(ctx: TestContext): Notifier {
  const queue = createJobQueue({ pool: ctx.database.pool, log: ctx.app.log, work: false });
  queue.define({
    name: NOTIFICATION_MAIL_QUEUE,
    retryLimit: 0,
    retryDelaySeconds: 1,
    handle: async () => {},
  });
  return createNotifier({ queue });
}

/** An event with a fresh key: `kind`, `subject` and `recipients` are the test's. */
export function eventOf(
  event: Pick<NotificationEvent, 'kind' | 'subject' | 'recipients'> & Partial<NotificationEvent>,
): NotificationEvent {
  const n = uniqueSuffix();
  return {
    actorId: null,
    text: `Melding ${n}`,
    link: `/portal/test/${n}`,
    eventKey: `test:${n}`,
    ...event,
  };
}

/** Records `event` in a transaction of its own; answers how many were made. */
export function record(ctx: TestContext, notifier: Notifier, event: NotificationEvent) {
  return ctx.database.db.transaction((tx) => notifier.notify(tx, event));
}

export async function listOf(
  user: SignedInUser,
  query = '',
): Promise<{ items: Notification[]; total: number; pages: number; unread: number }> {
  const response = await user.call(`${listNotifications.path}${query}`);
  if (response.statusCode !== 200) throw new Error(`list ${response.statusCode} ${response.body}`);
  return {
    items: response.json(),
    total: Number(response.headers['x-wp-total']),
    pages: Number(response.headers['x-wp-totalpages']),
    unread: Number(response.headers['x-unread-count']),
  };
}

/** The bell's count: GET notifications/unread-count. */
export async function unreadOf(user: SignedInUser): Promise<number> {
  const response = await user.call(unreadNotificationCount.path);
  if (response.statusCode !== 200) throw new Error(`count ${response.statusCode} ${response.body}`);
  return (response.json() as { unread: number }).unread;
}

export const markRead = (user: SignedInUser, body: unknown) =>
  user.call({ method: 'POST', url: markNotificationsRead.path, payload: body as object });

export const preferencesOf = (user: SignedInUser) => user.call(getNotificationPreferences.path);
export const putPreferences = (user: SignedInUser, body: unknown) =>
  user.call({ method: 'PUT', url: putNotificationPreferences.path, payload: body as object });
