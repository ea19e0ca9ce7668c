import {
  createAssignment,
  getAssignment,
  getAssignmentPdf,
  listAssignments,
  updateAssignment,
} from '@portal/contract/endpoints/assignments';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { fieldSubsetWriter } from '../../http/field-subset.js';
import { sendJsonBytes } from '../../http/json-bytes.js';
import { setWpPageHeaders } from '../../http/wp-pagination.js';
import type { SuccessBody } from '@portal/contract/endpoints';
import { numericIdOrNoRoute } from '../../http/wp-route-params.js';
import type { AssignmentPdfService } from './pdf-service.js';
import type { AssignmentsService } from './service.js';
import { pickFields } from '../content/presenter.js';

const byNumericId = { before: [numericIdOrNoRoute] };

/** /wp/v2/assignments and the PDF (issue 11). */
export function registerAssignmentRoutes(
  router: EndpointRouter,
  deps: { assignments: AssignmentsService; pdf: AssignmentPdfService; baseUrl: string },
): void {
  const { assignments } = deps;
  const onlyListFields = fieldSubsetWriter(listAssignments.success.schema);
  const onlyItemFields = fieldSubsetWriter(getAssignment.success.schema);

  router.route(listAssignments, async ({ query, user, request, reply }) => {
    const page = await assignments.list(user, query);
    setWpPageHeaders(reply, request, deps.baseUrl, page);
    if ('items' in page) {
      onlyListFields(reply, query._fields);
      return page.items.map((item) => pickFields(item, query._fields)) as typeof page.items;
    }
    // Written by the route's schema when the page was loaded (service.ts).
    return sendJsonBytes(request, reply, page.bytes) as unknown as SuccessBody<
      typeof listAssignments
    >;
  });

  router.route(
    getAssignment,
    async ({ params, query, user, reply }) => {
      onlyItemFields(reply, query._fields);
      return pickFields(await assignments.detail(user, params.id), query._fields) as Awaited<
        ReturnType<AssignmentsService['detail']>
      >;
    },
    byNumericId,
  );

  router.route(createAssignment, async ({ body, user }) => assignments.create(user, body));

  router.route(
    updateAssignment,
    async ({ params, body, user }) => assignments.update(user, params.id, body),
    byNumericId,
  );

  router.route(
    getAssignmentPdf,
    async ({ params, query, reply }) => deps.pdf.send(reply, params.id, query),
    byNumericId,
  );
}
