// Rows of the authorization matrix: the probes and the metrics (no account; metrics by address).
import { getHealth, getMetrics, getReadiness } from '@portal/contract/endpoints/ops';
import { everyone, get, plain, type MatrixRow } from './matrix-expect.js';

/** An address outside the default METRICS_ALLOW (loopback): TEST-NET-1. */
const OUTSIDE = '192.0.2.10';

export const opsRows: MatrixRow[] = [
  plain(getHealth, 'the liveness probe', everyone(200), () => get(getHealth.path)),
  plain(getReadiness, 'the readiness probe', everyone(200), () => get(getReadiness.path)),
  plain(getMetrics, 'the metrics, from loopback', everyone(200), () => get(getMetrics.path)),
  plain(getMetrics, 'the metrics, from another address', everyone(404), () => ({
    ...get(getMetrics.path),
    remoteAddress: OUTSIDE,
  })),
  plain(
    getMetrics,
    'the metrics, through a proxy on loopback for another address',
    everyone(404),
    () => ({ ...get(getMetrics.path), headers: { 'x-forwarded-for': OUTSIDE } }),
  ),
];
