import {
  companySignInCallback,
  companySignInStart,
  companySignOut,
} from '@portal/contract/endpoints/company-sign-in';
import { SSO_ERROR_PARAM } from '@portal/contract/rules';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { WpHttpError } from '../../http/errors.js';
import { setRefreshCookie } from '../auth/cookies.js';
import { FLOW_COOKIE, type FlowCookies } from './flow-cookie.js';
import type { CompanySignIn } from './service.js';

const notConfigured = () =>
  new WpHttpError(404, 'oidc_not_configured', 'Inloggen met een organisatie-account staat uit.');

/**
 * The company account's three addresses. Without OIDC settings they answer 404; with them the
 * browser is only ever sent on (302), a failure included, so nobody lands on a raw JSON page.
 */
export function registerCompanySignInRoutes(
  router: EndpointRouter,
  deps: {
    signIn: CompanySignIn | undefined;
    cookies: FlowCookies;
    publicUrl: string;
    secureCookies: boolean;
  },
): void {
  const { signIn, cookies } = deps;
  const cookieRoute = { cookies: true };

  router.route(
    companySignInStart,
    async ({ query, reply }) => {
      if (!signIn) throw notConfigured();
      try {
        const { url, flow } = await signIn.start(query.redirect);
        cookies.set(reply, flow);
        return reply.redirect(url, 302);
      } catch (error) {
        // The provider cannot be reached (discovery failed): said on the login page.
        reply.log.warn({ error: String(error) }, 'oidc: sign-in not started');
        return reply.redirect(`${deps.publicUrl}/portal?${SSO_ERROR_PARAM}=mislukt`, 302);
      }
    },
    cookieRoute,
  );

  router.route(
    companySignInCallback,
    async ({ request, reply }) => {
      if (!signIn) throw notConfigured();
      const flow = cookies.read(request.cookies[FLOW_COOKIE]);
      cookies.clear(reply);
      const next = await signIn.finish(new URL(request.url, deps.publicUrl), flow);
      if (next.refreshToken) setRefreshCookie(reply, next.refreshToken, deps.secureCookies);
      return reply.redirect(next.location, 302);
    },
    cookieRoute,
  );

  router.route(companySignOut, async ({ reply }) => {
    if (!signIn) throw notConfigured();
    return reply.redirect(await signIn.signOutLocation(), 302);
  });
}
