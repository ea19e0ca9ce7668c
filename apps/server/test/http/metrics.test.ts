import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();

const metricsFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, method and status, with a latency histogram', async () => {
    await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/declarations/receipts/987654' });
    await ctx.app.inject({ method: 'GET', url: '/wp-json/custom/v1/declarations/receipts/987655' });
    await ctx.app.inject({ method: 'GET', url: '/wp-json/no/such/route/123456' });

    const response = await metricsFrom('127.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const receipts = 'route="/wp-json/custom/v1/declarations/receipts/:id",status_code="400"';
    expect(
      sample(text, `portal_http_request_duration_seconds_count{method="GET",${receipts}}`),
    ).toBe(2);
    expect(
      sample(text, `portal_http_request_duration_seconds_bucket{le="10",method="GET",${receipts}}`),
    ).toBe(2);
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="(no route)",status_code="404"}',
      ),
    ).toBe(1);
    // Patterns, never the addresses requested: no series per id.
    expect(text).not.toContain('987654');
    expect(text).not.toContain('123456');
  });

  it('reports the database pool, event-loop lag and mails', async () => {
    const text = (await metricsFrom('::1')).body;
    expect(sample(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'portal_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'portal_db_pool_waiting_requests')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    for (const result of ['sent', 'failed', 'logged']) {
      expect(sample(text, `portal_mails_total{result="${result}"}`)).toBe(0);
    }
  });

  it('answers loopback, also as IPv4 on a dual-stack socket', async () => {
    expect((await metricsFrom('::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('is a 404 in the error shape for any other address, and reveals nothing', async () => {
    for (const address of ['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1']) {
      const response = await metricsFrom(address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json()).toStrictEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
  });

  it('refuses a request a proxy on loopback forwards for another client', async () => {
    const forOutsiders: Array<Record<string, string>> = [
      { 'x-forwarded-for': '192.0.2.10' },
      { 'x-forwarded-for': '127.0.0.1, 192.0.2.10' },
      { 'x-real-ip': '192.0.2.10' },
      { forwarded: 'for=192.0.2.10;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
      { forwarded: 'for=unknown' },
    ];
    for (const headers of forOutsiders) {
      expect((await metricsFrom('127.0.0.1', headers)).statusCode, JSON.stringify(headers)).toBe(
        404,
      );
    }
    // A proxy on this host forwarding for this host (a local scraper through it) is allowed.
    expect(
      (
        await metricsFrom('127.0.0.1', {
          'x-forwarded-for': '127.0.0.1',
          forwarded: 'for="[::1]:80"',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('GET /metrics with METRICS_ALLOW=10.0.0.0/8,2001:db8::5', () => {
  const other = useTestApp({ config: { metricsAllow: ['10.0.0.0/8', '2001:db8::5'] } });
  const from = (remoteAddress: string) =>
    other.app.inject({ method: 'GET', url: '/metrics', remoteAddress });

  it('answers only the listed addresses and ranges, loopback no longer', async () => {
    expect((await from('10.1.2.3')).statusCode).toBe(200);
    expect((await from('::ffff:10.1.2.3')).statusCode).toBe(200);
    expect((await from('2001:db8::5')).statusCode).toBe(200);
    expect((await from('2001:db8::6')).statusCode).toBe(404);
    expect((await from('11.0.0.1')).statusCode).toBe(404);
    expect((await from('127.0.0.1')).statusCode).toBe(404);
  });
});
