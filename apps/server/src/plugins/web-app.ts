import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appPreloads } from './app-preloads.js';
import { compressedText } from './compressed-text.js';

export interface WebAppOptions {
  distDir: string;
  productName: string;
  adminUrl: string;
  /** Target of "Terug naar de website" (WEBSITE_URL). */
  websiteUrl: string;
  /** Which address search is on (issue 14): the form says so before the first search. */
  addressProvider: 'offline' | 'pdok';
  /** The label of the company account's button (OIDC_LABEL), null when OIDC is off. */
  companySignIn: string | null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with this server's runtime settings in a meta tag (no inline script under the CSP). */
function renderIndex(distDir: string, options: WebAppOptions): string | undefined {
  const file = path.join(distDir, 'index.html');
  if (!existsSync(file)) return undefined;
  const config = JSON.stringify({
    productName: options.productName,
    adminUrl: options.adminUrl,
    websiteUrl: options.websiteUrl,
    addressProvider: options.addressProvider,
    companySignIn: options.companySignIn,
  });
  return readFileSync(file, 'utf8').replace(
    /<meta\s+name="portal-config"[^>]*>/,
    `<meta name="portal-config" content='${escapeAttribute(config)}'>`,
  );
}

/** Serves the built web app under /portal/ with history fallback for client routes. */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const rendered = renderIndex(options.distDir, options);
  // The login page (/portal) loads only its own small entry (apps/web/src/main.tsx); every other
  // page starts the app, so its shell also preloads the app's first chunks and its screen's.
  const loginIndex = rendered === undefined ? undefined : compressedText(rendered);
  const preloads = appPreloads(options.distDir, '/portal/');
  const withPreloads = (tags: string) =>
    rendered === undefined
      ? undefined
      : compressedText(rendered.replace('</head>', `${tags}</head>`));
  const appIndex = withPreloads(preloads.app);
  const screenIndex = new Map(
    [...preloads.bySegment].map(([segment, tags]) => [segment, withPreloads(tags)]),
  );
  if (existsSync(options.distDir)) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/portal/',
      index: false,
      wildcard: false,
      // The build writes <file>.br and <file>.gz next to each asset (apps/web/build/precompress.ts);
      // one of them is sent when Accept-Encoding allows, with Content-Encoding and Vary.
      preCompressed: true,
      // index.html is only served with the runtime settings filled in (below); the compressed
      // copies are only sent in place of their file, never under their own name.
      allowedPath: (pathName) => pathName !== '/index.html' && !/\.(?:br|gz)$/.test(pathName),
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (index: typeof loginIndex, request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('De portal is nog niet gebouwd. Voer `npm run build` uit.');
    }
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return index.send(request, reply);
  };

  app.get('/', (_request, reply) => reply.redirect('/portal'));
  app.get('/portal', (request, reply) => sendIndex(loginIndex, request, reply));
  app.get('/portal/*', (request, reply) => {
    // A missing asset (a file name with an extension) is a real 404, not the app shell.
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Niet gevonden');
    }
    const segment = request.url.split(/[/?#]/)[2] ?? '';
    return sendIndex(screenIndex.get(segment) ?? appIndex, request, reply);
  });
}
