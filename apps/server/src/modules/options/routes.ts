import { getOptions, updateOptions } from '@portal/contract/endpoints/options';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { OptionsService } from './service.js';

/**
 * GET and POST /acf/v3/options/{name}: the dashboard's quick links and the library's contact
 * persons.
 */
export function registerOptionsRoutes(
  router: EndpointRouter,
  deps: { options: OptionsService },
): void {
  router.route(getOptions, async ({ params, user }) => deps.options.get(params.name, user.id));
  router.route(updateOptions, async ({ params, body, user }) =>
    deps.options.update(params.name, body, user.id),
  );
}
