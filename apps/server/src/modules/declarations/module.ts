import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { createMonthCache } from './month-cache.js';
import { backfillReceiptHashes } from './receipt-hash-repository.js';
import { createDeclarationsRepository } from './repository.js';
import { registerReviewRoutes } from './review/routes.js';
import { createReviewService } from './review/service.js';
import { registerDeclarationRoutes } from './routes.js';
import { createRowWritesRepository } from './row-writes-repository.js';
import {
  createDeclarationsService,
  type DeclarationsDeps,
  type DeclarationsService,
} from './service.js';

/**
 * The declarations module's registration in app.ts: a professional's months and the review of
 * them, sharing one month cache, and the backfill of old receipts' hashes once the app is
 * ready. Answers the service, whose reference cache the reference module clears.
 */
export function registerDeclarations(
  app: FastifyInstance,
  deps: Pick<DeclarationsDeps, 'invalidation' | 'storage' | 'links' | 'today' | 'notifier'> & {
    router: EndpointRouter;
    db: Database;
  },
): DeclarationsService {
  const { router, db, storage, links, notifier } = deps;
  const repo = createDeclarationsRepository(db);
  const months = createMonthCache(deps.invalidation);
  const declarations = createDeclarationsService({
    repo,
    writes: createRowWritesRepository(db),
    months,
    invalidation: deps.invalidation,
    storage,
    links,
    today: deps.today,
    notifier,
  });
  registerDeclarationRoutes(router, { service: declarations });
  // Not awaited: a start never waits for old receipts to be hashed (issue 14).
  app.addHook('onReady', async () => {
    backfillReceiptHashes(db, storage, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'receipt hash backfill failed'),
    );
  });
  registerReviewRoutes(router, {
    review: createReviewService({ repo, links, months, notifier }),
  });
  return declarations;
}
