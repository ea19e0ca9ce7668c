import { getAuditLog } from '@portal/contract/endpoints/audit-log';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { AuditReadService } from './read-service.js';

/** The audit log screen's one endpoint: read-only, administrator only (the contract's roles). */
export function registerAuditRoutes(router: EndpointRouter, deps: { audit: AuditReadService }) {
  router.route(getAuditLog, async ({ query }) => deps.audit.page(query));
}
