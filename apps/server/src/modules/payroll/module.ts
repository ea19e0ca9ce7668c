import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { FileStorage } from '../files/storage.js';
import type { Notifier } from '../notifications/notify.js';
import { createPayrollExportFiles } from './export-files.js';
import { createPayrollRepository } from './repository.js';
import { registerPayrollRoutes } from './routes.js';
import { createPayrollService } from './service.js';

/**
 * The payroll export's registration in app.ts (issue 13, h6): exports of approved months, whose
 * files a job makes. Call it before the queue starts (it defines the files' queue).
 */
export function registerPayroll(
  app: FastifyInstance,
  deps: {
    router: EndpointRouter;
    db: Database;
    storage: FileStorage;
    queue: JobQueue;
    notifier: Notifier;
    /** The first retry's delay of an export's files (default 30 s; doubled per attempt). */
    retryDelaySeconds?: number;
  },
): void {
  const repo = createPayrollRepository(deps.db);
  registerPayrollRoutes(deps.router, {
    payroll: createPayrollService({
      repo,
      storage: deps.storage,
      files: createPayrollExportFiles({
        queue: deps.queue,
        repo,
        storage: deps.storage,
        log: app.log,
        retryDelaySeconds: deps.retryDelaySeconds,
        notifier: deps.notifier,
      }),
    }),
  });
}
