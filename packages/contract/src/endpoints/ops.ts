import { z } from 'zod';
import { defineEndpoint } from './define.js';

/**
 * For load balancers, orchestrators and Prometheus: outside /wp-json, in English, never
 * behind a sign-in (a probe has no account).
 */
const tag = 'Monitoring';

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/healthz',
  summary: 'Liveness: the process runs and answers',
  description: 'Touches nothing else (not the database), so a slow database never restarts us.',
  tag,
  access: { kind: 'public' },
  success: { status: 200, schema: z.strictObject({ status: z.literal('ok') }) },
  errors: [],
});

/** The outcome of each readiness check. */
export const readinessChecksSchema = z.strictObject({
  database: z.enum(['ok', 'unreachable', 'timeout']),
  migrations: z.enum(['ok', 'pending', 'unknown']),
});

export const getReadiness = defineEndpoint({
  id: 'getReadiness',
  method: 'GET',
  path: '/readyz',
  summary: 'Readiness: the database answers and every migration of this build is applied',
  description:
    'A 503 names the failed check in data.checks (and the missing migrations in data.pending).',
  tag,
  access: { kind: 'public' },
  success: {
    status: 200,
    schema: z.strictObject({ status: z.literal('ok'), checks: readinessChecksSchema }),
  },
  errors: [
    {
      status: 503,
      codes: ['rest_not_ready'],
      description: 'The database is unreachable, or a migration is not applied.',
    },
  ],
});

export const getMetrics = defineEndpoint({
  id: 'getMetrics',
  method: 'GET',
  path: '/metrics',
  summary: 'Prometheus metrics (text exposition format)',
  description:
    'HTTP requests by route pattern, method and status with latency; the database pool; ' +
    'event-loop lag and the other Node.js process metrics; mails sent and failed.',
  tag,
  access: {
    kind: 'public',
    rule:
      'Only from addresses in METRICS_ALLOW (default loopback): the connection and every ' +
      'address a proxy header names. Anyone else gets 404.',
  },
  success: { status: 200, binary: ['text/plain'] },
  errors: [{ status: 404, codes: ['rest_no_route'], description: 'Not an allowed address.' }],
});

export const opsEndpoints = [getHealth, getReadiness, getMetrics] as const;
