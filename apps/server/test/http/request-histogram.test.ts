import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_BUCKETS } from '../../src/observability/metrics.js';
import { RequestHistogram } from '../../src/observability/request-histogram.js';

const NAME = 'portal_http_request_duration_seconds';
const HELP = 'Latency.';

const observations: Array<[string, string, number, number]> = [
  ['GET', '/wp-json/wp/v2/nieuws', 200, 0.0031],
  ['GET', '/wp-json/wp/v2/nieuws', 200, 0.005],
  ['GET', '/wp-json/wp/v2/nieuws', 200, 0.2],
  ['POST', '/wp-json/jwt-auth/v1/token', 403, 0.09],
  ['GET', '(no route)', 404, 12],
  ['GET', '/wp-json/wp/v2/nieuws', 304, 0],
];

describe('RequestHistogram', () => {
  it('writes exactly what prom-client’s Histogram writes for the same observations', async () => {
    const theirs = new Registry();
    const reference = new Histogram({
      name: NAME,
      help: HELP,
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: REQUEST_BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const histogram = new RequestHistogram(NAME, HELP, REQUEST_BUCKETS);
    histogram.registerIn(ours);

    for (const [method, route, status, seconds] of observations) {
      reference.observe({ method, route, status_code: String(status) }, seconds);
      histogram.observe(method, route, status, seconds);
    }

    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      `${NAME}_bucket{le="0.005",method="GET",route="/wp-json/wp/v2/nieuws",status_code="200"} 2`,
    );
    expect(text).toContain(`${NAME}_count{method="GET",route="(no route)",status_code="404"} 1`);
  });

  it('writes only its header lines before the first request', async () => {
    const registry = new Registry();
    new RequestHistogram(NAME, HELP, REQUEST_BUCKETS).registerIn(registry);
    expect(await registry.metrics()).toBe(`# HELP ${NAME} ${HELP}\n# TYPE ${NAME} histogram\n`);
  });
});
