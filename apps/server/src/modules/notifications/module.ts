import type { JobQueue } from '../../jobs/job-queue.js';
import { NOTIFICATION_MAIL_QUEUE, type NotificationMailJob } from './notify.js';

/**
 * The notifications module's one registration in app.ts (docs/notifications.md): its queues,
 * routes, stream and daily jobs. The notifier itself is made earlier, before the modules whose
 * changes record notifications.
 */
export function registerNotifications(deps: { queue: JobQueue }): void {
  // notify() queues one job per event; mail.ts renders the direct mails (step 4 of issue 26).
  deps.queue.define<NotificationMailJob>({
    name: NOTIFICATION_MAIL_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handle: async () => {},
  });
}
