import type { FastifyReply } from 'fastify';
import { forbidden } from '../../http/errors.js';
import { contentDisposition } from '../files/send-file.js';
import type { SignedFileLinks } from '../files/signed-links.js';
import { renderAssignmentPdf } from './assignment-pdf.js';
import type { AssignmentsRepository } from './repository.js';
import type { AssignmentsService } from './service.js';

/**
 * GET /pdf/assignment/{id}: opened in a new tab, so without our bearer header. The signed link
 * (pdf_url of the detail) names the viewer; the viewer must still see the assignment now.
 */
export function createAssignmentPdfService(deps: {
  assignments: AssignmentsService;
  repo: AssignmentsRepository;
  links: SignedFileLinks;
  /**
   * Users' roles as they are now; undefined for a deactivated viewer, whose link is then
   * refused as an expired one. A viewer who may no longer see the assignment gets its 404.
   */
  rolesOf: (userId: number) => Promise<string[] | undefined>;
  companyName: string;
  now: () => Date;
}) {
  return {
    async send(
      reply: FastifyReply,
      id: number,
      link: { viewer: number; expires: number; signature: string },
    ) {
      if (!deps.links.verify(id, link.viewer, link.expires, link.signature, deps.now().getTime())) {
        throw forbidden('Deze link is ongeldig of verlopen. Open de opdracht opnieuw.');
      }
      const roles = await deps.rolesOf(link.viewer);
      if (!roles) throw forbidden('Deze link is ongeldig of verlopen. Open de opdracht opnieuw.');
      const row = await deps.assignments.forPdf({ id: link.viewer, roles }, id);
      const names = await deps.repo.postTitles(
        [row.functie_id, row.opdrachtgever_id].filter((value) => value !== null),
      );
      const pdf = await renderAssignmentPdf({
        companyName: deps.companyName,
        title: row.title,
        professional: row.professional_name ?? 'Geen professional',
        functie: (row.functie_id !== null && names.get(row.functie_id)) || 'Geen functie opgegeven',
        opdrachtgever:
          (row.opdrachtgever_id !== null && names.get(row.opdrachtgever_id)) ||
          'Geen opdrachtgever opgegeven',
        startDate: row.start_date,
        endDate: row.end_date,
        status: row.status,
        quarter: row.latest_quarter,
        texts: {
          user_ontwikkeling: row.latest_ontwikkeling ?? '',
          user_opdracht: row.latest_opdracht ?? '',
          user_meerwaarde: row.latest_meerwaarde ?? '',
        },
        madeAt: deps.now(),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', contentDisposition('inline', `opdracht-${id}.pdf`))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  };
}

export type AssignmentPdfService = ReturnType<typeof createAssignmentPdfService>;
