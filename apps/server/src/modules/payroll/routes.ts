import {
  createPayrollExport,
  downloadPayrollExport,
  listPayrollExports,
  previewPayroll,
} from '@portal/contract/endpoints/payroll';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { PayrollService } from './service.js';

/** The payroll export (issue 13); administrator and beheerder by the contract's roles. */
export function registerPayrollRoutes(router: EndpointRouter, deps: { payroll: PayrollService }) {
  const { payroll } = deps;
  router.route(previewPayroll, async ({ query }) => payroll.preview(query));
  router.route(createPayrollExport, async ({ body, user }) => payroll.create(user, body));
  router.route(listPayrollExports, async () => payroll.list());
  router.route(downloadPayrollExport, async ({ params, query, reply }) =>
    payroll.download(reply, params.id, query.format),
  );
}
