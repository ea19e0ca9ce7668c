import { unsubscribeNotifications } from '@portal/contract/endpoints/notifications';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { removeOldReadNotifications } from './cleanup.js';
import { createDailyNotificationWork } from './daily.js';
import { createNotificationMail } from './mail.js';
import { createNotificationsRepository } from './repository.js';
import { registerNotificationRoutes } from './routes.js';
import { createNotificationsService } from './service.js';
import { createNotificationStreams } from './stream.js';
import { createUnreadCountCache } from './unread-cache.js';
import { createUnsubscribeLinks } from './unsubscribe-links.js';

/**
 * The notifications module's one registration in app.ts (docs/notifications.md): its routes,
 * the stream's listening connection, the mail jobs and the daily work. The notifier itself is
 * made earlier, before the modules whose changes record notifications. Call it before the
 * queue starts (it defines queues); it starts and stops its timer and streams with the app.
 */
export function registerNotifications(
  app: FastifyInstance,
  deps: {
    router: EndpointRouter;
    db: Database;
    queue: JobQueue;
    mailer: Mailer;
    signingKey: string;
    publicUrl: string;
    productName: string;
    now: () => Date;
    /** How often each instance looks whether the day's digest is due (default 5 minutes). */
    dailyCheckIntervalMs?: number;
    /** How often an open stream gets a keep-alive comment (default 25 s). */
    heartbeatMs?: number;
    /** The first retry's delay of a notification mail job (default 30 s). */
    mailRetryDelaySeconds?: number;
  },
): void {
  const repo = createNotificationsRepository(deps.db);
  const links = createUnsubscribeLinks(deps.signingKey, deps.publicUrl);
  const counts = createUnreadCountCache({
    load: (userId) => repo.unreadCount(userId),
    listening: () => streams.listening,
  });
  const streams = createNotificationStreams({
    pool: deps.db.$client,
    unreadCounts: (ids) => repo.unreadCounts(ids),
    log: app.log,
    // Tokens are signed by the real clock, not the app's (which tests fix).
    now: Date.now,
    heartbeatMs: deps.heartbeatMs,
    counts,
  });
  registerNotificationRoutes(deps.router, {
    notifications: createNotificationsService({ repo, links, counts }),
    streams,
  });
  const mail = createNotificationMail({
    db: deps.db,
    queue: deps.queue,
    mailer: deps.mailer,
    retryDelaySeconds: deps.mailRetryDelaySeconds,
    settings: {
      productName: deps.productName,
      publicUrl: deps.publicUrl,
      links,
      unsubscribePath: unsubscribeNotifications.path,
    },
  });
  const daily = createDailyNotificationWork({
    queue: deps.queue,
    now: deps.now,
    log: app.log,
    digest: () => mail.digest(),
    cleanup: (now) => removeOldReadNotifications(deps.db, now),
    intervalMs: deps.dailyCheckIntervalMs,
  });
  // The timer asks the queue: it starts after the queue (an onReady hook registered earlier)
  // and stops before it. Open streams end before the server stops listening, or the close
  // would wait for them.
  app.addHook('onReady', async () => {
    await streams.start();
    daily.start();
  });
  app.addHook('preClose', async () => {
    await daily.stop();
    await streams.close();
  });
}
