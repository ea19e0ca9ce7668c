import type { FastifyInstance } from 'fastify';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { FileAccess } from '../files/access.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import type { Notifier } from '../notifications/notify.js';
import { createPostWritesRepository } from './post-writes-repository.js';
import { createPostWritesService } from './post-writes.js';
import { createContentRepository, type ContentRepository } from './repository.js';
import { registerContentRoutes } from './routes.js';
import { createScheduledPublisher } from './scheduled-publisher.js';
import { createContentService, type ContentService } from './service.js';
import { createTermWritesRepository } from './term-writes-repository.js';
import { createTermWritesService } from './term-writes.js';
import { createTermsService } from './terms.js';
import { createTermsRepository } from './terms-repository.js';

/**
 * The content module's registration in app.ts: posts of every type and their categories, read
 * and written, and the publisher of scheduled posts, which starts and stops with the app. Answers
 * the service (whose lists others forget) and the posts' repository (the mood reads it).
 */
export function registerContent(
  app: FastifyInstance,
  deps: {
    router: EndpointRouter;
    db: Database;
    files: FileAccess;
    links: IntranetFileLinks;
    publicUrl: string;
    now: () => Date;
    invalidation: InvalidationBus;
    notifier: Notifier;
    /** What else is read from posts and is forgotten after a write (the search results). */
    postsChanged: () => Promise<void>;
    /** How often each instance publishes scheduled posts whose time came (default 30 s). */
    publishIntervalMs?: number;
  },
): { content: ContentService; posts: ContentRepository } {
  const { db, files, now, notifier, publicUrl: baseUrl } = deps;
  const posts = createContentRepository(db);
  const terms = createTermsService({
    repo: createTermsRepository(db),
    baseUrl,
    invalidation: deps.invalidation,
  });
  const content = createContentService({
    repo: posts,
    files,
    links: deps.links,
    baseUrl,
    now,
    invalidation: deps.invalidation,
    notifier,
    // A category's count and the search results follow the posts.
    postsChanged: async () => {
      await Promise.all([terms.forget(), deps.postsChanged()]);
    },
  });
  const writes = createPostWritesRepository(db);
  registerContentRoutes(deps.router, {
    content,
    terms,
    postWrites: createPostWritesService({ content, posts, writes, files, baseUrl, now, notifier }),
    termWrites: createTermWritesService({
      writes: createTermWritesRepository(db),
      terms,
      // Posts answer their category ids, categories their counts: both are read afresh.
      changed: () => content.forgetCachedLists(),
    }),
    baseUrl,
  });
  const publisher = createScheduledPublisher({
    writes,
    now,
    published: () => content.forgetCachedLists(),
    log: app.log,
    intervalMs: deps.publishIntervalMs,
    notifier,
  });
  app.addHook('onReady', async () => publisher.start());
  app.addHook('onClose', () => publisher.stop());
  return { content, posts };
}
