import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { ContentRepository } from '../content/repository.js';
import type { ContentService } from '../content/service.js';
import type { Mailer } from '../mail/mailer.js';
import type { Notifier } from '../notifications/notify.js';
import { createMoodOverviewRepository } from './overview-repository.js';
import { registerMoodOverviewRoutes } from './overview-routes.js';
import { createMoodOverviewService } from './overview-service.js';
import { createMoodRepository } from './repository.js';
import { registerMoodRoutes } from './routes.js';
import { createMoodService } from './service.js';

/**
 * The mood module's registration in app.ts: the weekly check-in (its question is a post) with
 * the consultant's follow-up, and the consultants' overview (issue 13, h6).
 */
export function registerMood(
  app: FastifyInstance,
  deps: {
    router: EndpointRouter;
    db: Database;
    posts: ContentRepository;
    content: ContentService;
    mailer: Mailer;
    now: () => Date;
    productName: string;
    notifier: Notifier;
  },
): void {
  const { router, db, now } = deps;
  registerMoodRoutes(router, {
    mood: createMoodService({
      repo: createMoodRepository(db),
      posts: deps.posts,
      content: deps.content,
      mailer: deps.mailer,
      now,
      productName: deps.productName,
      log: app.log,
      notifier: deps.notifier,
    }),
  });
  registerMoodOverviewRoutes(router, {
    overview: createMoodOverviewService({ repo: createMoodOverviewRepository(db), now }),
  });
}
