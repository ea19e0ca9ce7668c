import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram.js';

/** What the pool gauges read: pg.Pool's counters. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export type MailResult = 'sent' | 'failed' | 'logged';

export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics, in a registry of its own per app (tests build many apps in one
 * process; prom-client's global registry would refuse the second). Route labels are route
 * patterns, never raw URLs, so the number of series stays bounded whatever clients request.
 */
export function createMetrics(pool: PoolCounts) {
  const registry = new Registry();
  // Process CPU and memory, heap, handles, GC, and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const requests = new RequestHistogram(
    'portal_http_request_duration_seconds',
    'HTTP requests by route pattern, method and status: latency in seconds (_count is the number of requests).',
    REQUEST_BUCKETS,
  );
  requests.registerIn(registry);

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Connections of the database pool: total open and idle.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting_requests',
    help: 'Queries waiting for a free connection of the database pool.',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });

  const mails = new Counter({
    name: 'portal_mails_total',
    help: 'Mails by result: sent through SMTP, failed, or logged (no SMTP_HOST; kept in the outbox).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  for (const result of ['sent', 'failed', 'logged'] as const) mails.inc({ result }, 0);

  return {
    contentType: registry.contentType,
    text: () => registry.metrics(),
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe(method, route, status, seconds);
    },
    mailResult(result: MailResult) {
      mails.inc({ result });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
