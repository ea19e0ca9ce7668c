import type { FastifyBaseLogger } from 'fastify';
import { createIntervalJob } from '../../jobs/interval-job.js';
import type { PostWritesRepository } from './post-writes-repository.js';

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
}) {
  async function runOnce(): Promise<number[]> {
    const ids = await deps.writes.publishDue(deps.now());
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
