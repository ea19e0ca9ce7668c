import { getHealth, getMetrics, getReadiness } from '@portal/contract/endpoints/ops';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { WpHttpError } from '../../http/errors.js';
import type { Metrics } from '../../observability/metrics.js';
import { metricsAllowed } from './metrics-access.js';
import type { ReadinessService } from './readiness-service.js';

/** The answer of an address that may not read the metrics: as if there were no such route. */
const noRoute = () =>
  new WpHttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** GET /healthz, /readyz and /metrics (packages/contract/src/endpoints/ops.ts). */
export function registerOpsRoutes(
  router: EndpointRouter,
  deps: {
    readiness: ReadinessService;
    metrics: Metrics;
    metricsAllow: (address: string) => boolean;
  },
): void {
  router.route(getHealth, async () => ({ status: 'ok' as const }));

  router.route(getReadiness, async () => {
    const { ready, checks, pending } = await deps.readiness.check();
    if (ready) return { status: 'ok' as const, checks };
    const failed = Object.entries(checks)
      .filter(([, outcome]) => outcome !== 'ok' && outcome !== 'unknown')
      .map(([name, outcome]) => `${name} ${outcome}`);
    const detail = pending.length ? ` (${pending.join(', ')})` : '';
    throw new WpHttpError(503, 'rest_not_ready', `Not ready: ${failed.join(', ')}${detail}.`, {
      checks,
      pending,
    });
  });

  router.route(getMetrics, async ({ request, reply }) => {
    if (!metricsAllowed(request, deps.metricsAllow)) throw noRoute();
    return reply.type(deps.metrics.contentType).send(await deps.metrics.text());
  });
}
