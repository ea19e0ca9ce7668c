import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../jobs/interval-job.js';
import type { PostWritesRepository } from './post-writes-repository.js';
import { createNewsNotifications, NEWS_TYPE } from './news-notifications.js';
import type { Notifier } from '../notifications/notify.js';

/** How often each instance looks for scheduled posts whose time has come. */
export const PUBLISH_INTERVAL_MS = 30_000;

/**
 * Publishes `future` posts at their time. Every instance runs it; the publishing is one
 * UPDATE, so two instances at once publish each post once. A post becomes visible within the
 * interval after its time, and then at once on every instance (the lists are forgotten).
 */
export function createScheduledPublisher(deps: {
  writes: PostWritesRepository;
  now: () => Date;
  /** Forgets the cached lists on every instance. */
  published: () => Promise<void>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** News coming out tells everyone, in the publishing transaction. */
  notifier: Notifier;
}) {
  const news = createNewsNotifications(deps.notifier);
  async function runOnce(): Promise<number[]> {
    const ids = await deps.writes.publishDue(deps.now(), async (tx, published) => {
      for (const post of published) {
        if (post.type !== NEWS_TYPE) continue;
        await news.published(tx, { id: post.id, title: post.title, publishedBy: post.authorId });
      }
    });
    if (ids.length) {
      await deps.published();
      deps.log.info({ posts: ids }, 'scheduled posts published');
    }
    return ids;
  }

  return createIntervalJob({
    run: runOnce,
    failed: [] as number[],
    failure: 'publishing scheduled posts failed',
    log: deps.log,
    intervalMs: deps.intervalMs ?? PUBLISH_INTERVAL_MS,
  });
}
