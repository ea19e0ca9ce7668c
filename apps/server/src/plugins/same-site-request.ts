import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { WpHttpError } from '../http/errors.js';

/** Sec-Fetch-Site values of a request the portal's own pages (or the user, typing) started. */
const OWN_SITE = new Set(['same-origin', 'none']);

export const crossSiteRefused = () =>
  new WpHttpError(
    403,
    'rest_cross_site_request',
    'Deze aanvraag komt van een andere website en is geweigerd. Open het intranet zelf en probeer het daar opnieuw.',
  );

/**
 * Login CSRF and refresh-cookie abuse: another site can make a visitor's browser post a login
 * form or call a cookie route. Every browser marks such a request: modern ones with
 * `Sec-Fetch-Site` (which a page cannot set), older ones with `Origin`. So:
 * - `Sec-Fetch-Site` present: only `same-origin` (our own pages) and `none` (typed or
 *   bookmarked by the user) pass; `same-site` and `cross-site` are refused.
 * - otherwise `Origin` present: it must be the origin of PUBLIC_URL.
 * - neither: not a browser (curl, a server, an app written for the WordPress JWT Auth plugin),
 *   which cannot be tricked into sending a victim's cookie, so it passes.
 * Sec-Fetch-Site wins when both are there, so a portal opened under another host name than
 * PUBLIC_URL (a dev server's proxy, an internal alias) still works for its own pages.
 */
export function isSameSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return OWN_SITE.has(String(fetchSite).toLowerCase());
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  return true;
}

/** onRequest hook for the routes that set or read the refresh cookie (before the body is read). */
export function refuseCrossSite(publicUrl: string): onRequestHookHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (request) => {
    if (!isSameSiteRequest(request, publicOrigin)) throw crossSiteRefused();
  };
}
