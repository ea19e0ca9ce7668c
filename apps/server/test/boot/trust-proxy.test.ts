import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { fastifyTrustProxy } from '../../src/trust-proxy.js';

/** The client address Fastify sees for a request through `TRUST_PROXY=value`. */
async function clientAddress(value: string | undefined, remoteAddress: string, xff: string) {
  const app = Fastify({
    trustProxy: fastifyTrustProxy(loadConfig({ TRUST_PROXY: value }).trustProxy),
  });
  app.get('/', async (request) => ({ ip: request.ip }));
  try {
    const response = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress,
      headers: { 'x-forwarded-for': xff },
    });
    return response.json().ip as string;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-For is ignored', async () => {
    expect(await clientAddress(undefined, '10.0.0.2', '203.0.113.9')).toBe('10.0.0.2');
  });

  it('trusts only the listed proxies', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('10.0.0.0/8', '192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
  });

  it('with a hop count, takes that many nearest hops as proxies (Fastify alone would trust none)', async () => {
    expect(await clientAddress('1', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('2', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('with true, trusts every hop', async () => {
    expect(await clientAddress('true', '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe(
      '198.51.100.1',
    );
  });
});
