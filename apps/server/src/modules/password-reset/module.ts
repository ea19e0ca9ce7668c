import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { SetPasswordLinks } from '../auth/set-password-links.js';
import type { Mailer } from '../mail/mailer.js';
import { PasswordResetLimits, type PasswordResetLimitValues } from './limits.js';
import { createPasswordResetRepository } from './repository.js';
import { registerPasswordResetRoutes } from './routes.js';
import { createPasswordResetService } from './service.js';

/**
 * "Wachtwoord vergeten?" (issue 27 item 1, docs/sign-in.md): its route and its mail job. Call
 * it before the queue starts (it defines a queue).
 */
export function registerPasswordReset(deps: {
  router: EndpointRouter;
  db: Database;
  queue: JobQueue;
  mailer: Mailer;
  links: SetPasswordLinks;
  productName: string;
  log: FastifyBaseLogger;
  limits?: PasswordResetLimitValues;
}): void {
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(deps.db),
    limits: new PasswordResetLimits(deps.db.$client, deps.limits),
    queue: deps.queue,
    links: deps.links,
    mailer: deps.mailer,
    productName: deps.productName,
    log: deps.log,
  });
  registerPasswordResetRoutes(deps.router, { passwordReset });
}
