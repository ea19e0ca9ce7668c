import { ASSIGNMENT_PDF_LINK_MINUTES, type CalendarDate } from '@portal/contract';
import { getAssignmentPdf } from '@portal/contract/endpoints/assignments';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { SignedFileLinks } from '../files/signed-links.js';
import type { Notifier } from '../notifications/notify.js';
import { createAssignmentPdfService } from './pdf-service.js';
import { createAssignmentsRepository } from './repository.js';
import { registerAssignmentRoutes } from './routes.js';
import { createAssignmentsService, type AssignmentsService } from './service.js';

/**
 * The assignments module's registration in app.ts: assignments and their evaluations, and the
 * assignment PDF behind a signed link. Answers the service, whose pages the reference module
 * forgets. The quarterly reminder is wired in app.ts with the queue and the mailer it needs.
 */
export function registerAssignments(deps: {
  router: EndpointRouter;
  db: Database;
  signingKey: string;
  now: () => Date;
  today: () => CalendarDate;
  invalidation: InvalidationBus;
  notifier: Notifier;
  /** The employer's name on the PDF. */
  companyName: string;
  publicUrl: string;
}): AssignmentsService {
  const { now } = deps;
  const repo = createAssignmentsRepository(deps.db);
  const pdfLinks = new SignedFileLinks(
    deps.signingKey,
    getAssignmentPdf.path,
    ASSIGNMENT_PDF_LINK_MINUTES * 60,
    'assignment-pdf',
  );
  const assignments = createAssignmentsService({
    repo,
    now,
    today: deps.today,
    pdfLink: (id, viewerId) => pdfLinks.create(id, viewerId, now().getTime()),
    invalidation: deps.invalidation,
    notifier: deps.notifier,
  });
  registerAssignmentRoutes(deps.router, {
    assignments,
    pdf: createAssignmentPdfService({
      assignments,
      repo,
      links: pdfLinks,
      rolesOf: (userId) => repo.activeRolesOf(userId),
      companyName: deps.companyName,
      now,
    }),
    baseUrl: deps.publicUrl,
  });
  return assignments;
}
