import { describe, expect, it } from 'vitest';
import { INTRANET, login, useTestApp } from '../helpers/test-app.js';
import { emailOf } from '../../src/seed/demo-company.js';

/**
 * Every response carries the same security headers, whatever answers it: a route, an error, the
 * 404 handler, a validation failure. The set is the one helmet gives for our options (worked out
 * once at start since the bench showed @fastify/helmet rebuilding it on every request).
 */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  const ctx = useTestApp();

  it.each([
    ['a signed-in read', 'GET', '/wp-json/custom/v1/user-profile', true, 200],
    ['a refused read', 'GET', '/wp-json/custom/v1/user-profile', false, 401],
    ['an invalid query', 'GET', '/wp-json/wp/v2/nieuws?per_page=abc', true, 400],
    ['an unknown route', 'GET', '/wp-json/nope', false, 404],
    ['a page outside the API', 'GET', '/nope', false, 404],
    ['a POST', 'POST', '/wp-json/custom/v1/logout', false, 200],
  ] as const)('are all on %s', async (_name, method, url, signedIn, status) => {
    const token = signedIn ? (await login(ctx.app, emailOf('daan'))).token : undefined;
    const response = await ctx.app.inject({
      method,
      url,
      headers: { ...INTRANET, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) {
      expect(response.headers[name], name).toBe(value);
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
