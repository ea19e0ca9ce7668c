import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { INTRANET, login, TEST_PASSWORD, useTestApp } from '../helpers/test-app.js';

const NO_ROUTE = {
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method.',
  data: { status: 404 },
};

describe('default app', () => {
  const ctx = useTestApp();

  it.each([
    ['GET', '/wp-json/wp/v2/bestaat-niet'],
    ['POST', '/wp-json/custom/v1/onbekend'],
    ['DELETE', '/wp-json/custom/v1/user-profile'],
    ['GET', '/wp-json/jwt-auth/v1/token/refresh'],
  ] as const)(
    'answers exactly the rest_no_route body (err-404-no-route.json) for %s %s',
    async (method, url) => {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toStrictEqual(NO_ROUTE);
    },
  );

  it.each(['/wp-json/intranet/v1/files/%ED%A0%80', '/wp-json/wp/v2/nieuws/%'])(
    'answers a URL that is not valid percent-encoded UTF-8 (%s) with a 400 in the envelope',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toStrictEqual({
        code: 'rest_invalid_param',
        message: 'De URL van de aanvraag is ongeldig.',
        data: { status: 400 },
      });
    },
  );

  it('answers a path parameter over 100 characters with a 414 in the envelope', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/wp-json/acf/v3/options/${'9'.repeat(400)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toStrictEqual({
      code: 'rest_url_too_long',
      message: 'Een deel van de URL is te lang.',
      data: { status: 414 },
    });
  });

  it('answers a plain-text 404 outside /wp-json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it.each([
    ['an API success', { method: 'POST', url: '/wp-json/custom/v1/logout', headers: INTRANET }],
    ['an API error', { method: 'GET', url: '/wp-json/custom/v1/user-profile' }],
    ['a 404', { method: 'GET', url: '/wp-json/nope' }],
  ] as const)('sends a strict CSP, nosniff and X-Frame-Options on %s', async (_name, request) => {
    const response = await ctx.app.inject(request);
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // JSON is never a document: nothing may load or run in it, and nobody may frame it.
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.has('script-src')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['x-frame-options'])).toMatch(/^(DENY|SAMEORIGIN)$/);
    // Plain-http deployments must not be told to upgrade or pin HTTPS.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets the refresh cookie without Secure on plain http', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: emailOf('daan'), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
  });
});

describe('app behind https (secureCookies)', () => {
  const ctx = useTestApp({
    config: { publicUrl: 'https://intranet.example', secureCookies: true },
  });

  it('marks the login refresh cookie Secure', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: emailOf('daan'), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie?.secure).toBe(true);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('marks the rotated cookie and the clearing cookie Secure', async () => {
    const { refreshCookie } = await login(ctx.app, emailOf('emma'));
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: INTRANET,
      cookies: { refresh_token: refreshCookie },
    });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/wp-json/custom/v1/logout',
      headers: INTRANET,
    });
    expect(logout.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);
  });

  it('sends HSTS on API answers, and HSTS and upgrade-insecure-requests on pages', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/wp-json/nope' });
    expect(api.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const page = await ctx.app.inject({ method: 'GET', url: '/bestaat-niet' });
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('the web app under /portal', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-dist-'));
  const INDEX = `<!doctype html><html><head><meta name="portal-config" content='{}'><script type="module" src="/portal/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
  const APP_JS = 'console.log("portal");\n';
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app.js'), APP_JS);
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  const ctx = useTestApp({ webDist, config: { productName: 'Testportaal' } });

  const portalConfigOf = (html: string) => {
    const match = /<meta name="portal-config" content='([^']*)'>/.exec(html);
    expect(match, 'portal-config meta').not.toBeNull();
    return JSON.parse(
      match![1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
  };

  it.each(['/portal', '/portal/', '/portal/dashboard', '/portal/declaraties/2026/3'])(
    'answers index.html with productName Testportaal in the portal-config meta for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(portalConfigOf(response.body)).toEqual({
        productName: 'Testportaal',
        adminUrl: '/portal/beheer',
        websiteUrl: '/',
        // Issue 14: the address field says "only place names" before the first search.
        addressProvider: 'offline',
        // Issue 27: no company account configured, so no button for it.
        companySignIn: null,
      });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(`content='{}'`);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves /portal/assets/app.js with an immutable Cache-Control', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/portal/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_JS);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('answers 404 for a missing asset instead of the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/portal/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('portal-config');
  });

  it('redirects / to /portal', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBeGreaterThanOrEqual(301);
    expect(response.statusCode).toBeLessThanOrEqual(308);
    expect(response.headers.location).toBe('/portal');
  });
});
