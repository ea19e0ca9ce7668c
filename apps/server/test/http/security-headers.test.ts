import { describe, expect, it } from 'vitest';
import { INTRANET, login, useTestApp } from '../helpers/test-app.js';
import { emailOf } from '../../src/seed/demo-company.js';

/**
 * Every response carries its security headers, whatever answers it: a route, an error, the 404
 * handler, a validation failure. JSON from the API gets the short set of an answer that is never
 * a document; pages, assets and file bytes the full set helmet gives for our options (worked out
 * once at start since the bench showed @fastify/helmet rebuilding it on every request).
 */
const API = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Document headers an API answer does without. */
const PAGE_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const PAGE = {
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

  const send = async (method: 'GET' | 'POST', url: string, signedIn: boolean) => {
    const token = signedIn ? (await login(ctx.app, emailOf('daan'))).token : undefined;
    return ctx.app.inject({
      method,
      url,
      headers: { ...INTRANET, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  it.each([
    ['a signed-in read', 'GET', '/wp-json/custom/v1/user-profile', true, 200],
    ['a refused read', 'GET', '/wp-json/custom/v1/user-profile', false, 401],
    ['an invalid query', 'GET', '/wp-json/wp/v2/nieuws?per_page=abc', true, 400],
    ['an unknown route', 'GET', '/wp-json/nope', false, 404],
    ['an unknown path of the PDFs', 'GET', '/pdf/nope', false, 404],
    ['a POST', 'POST', '/wp-json/custom/v1/logout', false, 200],
  ] as const)('are the API set on %s', async (_name, method, url, signedIn, status) => {
    const response = await send(method, url, signedIn);
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(API)) {
      expect(response.headers[name], name).toBe(value);
    }
    for (const name of PAGE_ONLY) expect(response.headers[name], name).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['a page outside the API', 'GET', '/nope', false, 404],
    // 200 with a built web app, 503 without (a clean clone before `npm run build`).
    ['the portal', 'GET', '/portal/dashboard', false, null],
    [
      'a signed link to file bytes, expired',
      'GET',
      '/wp-json/intranet/v1/files/1/view?viewer=1&expires=1&signature=x',
      false,
      403,
    ],
  ] as const)('are the full page set on %s', async (_name, method, url, signedIn, status) => {
    const response = await send(method, url, signedIn);
    if (status !== null) expect(response.statusCode).toBe(status);
    else expect([200, 503]).toContain(response.statusCode);
    for (const [name, value] of Object.entries(PAGE)) {
      expect(response.headers[name], name).toBe(value);
    }
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
