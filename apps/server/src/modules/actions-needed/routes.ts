import { getActionsNeeded } from '@portal/contract/endpoints/notifications';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { ActionsNeededService } from './service.js';

/** The dashboard's "Actie nodig" (issue 26 item 3): only the caller's own work. */
export function registerActionsNeededRoutes(
  router: EndpointRouter,
  deps: { actions: ActionsNeededService },
) {
  router.route(getActionsNeeded, async ({ user }) => deps.actions.list(user));
}
