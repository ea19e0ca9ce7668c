import { getApiReference, getOpenApiDocument } from '@portal/contract/endpoints/api-docs';
import { allEndpoints, buildOpenApiDocument } from '@portal/contract/endpoints';
import { createHash } from 'node:crypto';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { renderApiReference, API_REFERENCE_CSS } from './api-reference-html.js';

/** The page's only style, allowed by its hash: no inline code runs under our CSP. */
const STYLE_HASH = createHash('sha256').update(API_REFERENCE_CSS).digest('base64');

/** GET /wp-json/openapi.json and the readable reference at /wp-json/docs. */
export function registerApiDocs(
  router: EndpointRouter,
  options: { productName: string; publicUrl: string },
): void {
  // Built on the first request (about 70 ms), not at every start of the server or a test app.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let html: string | undefined;
  const openApi = () =>
    (document ??= buildOpenApiDocument(allEndpoints, {
      title: `${options.productName} REST API`,
      version: '1.0.0',
      serverUrl: options.publicUrl,
    }));

  router.route(getOpenApiDocument, async () => openApi());

  router.route(getApiReference, async ({ reply }) =>
    reply
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      )
      .type('text/html; charset=utf-8')
      .send((html ??= renderApiReference(openApi()))),
  );
}
