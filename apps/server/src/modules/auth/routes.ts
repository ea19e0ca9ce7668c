import {
  changePassword,
  clearRefreshToken,
  logout,
  refreshToken,
  requestToken,
  validateToken,
} from '@portal/contract/endpoints/auth';
import type { EndpointContext, EndpointRouter } from '../../http/endpoint-router.js';
import { JwtHttpError } from '../../http/errors.js';
import { bearerToken } from '../../plugins/authenticate.js';
import { refuseCrossSite } from '../../plugins/same-site-request.js';
import { clearRefreshCookie, setRefreshCookie } from './cookies.js';
import { presentRefreshed, presentValidToken } from './presenter.js';
import { REFRESH_COOKIE } from './refresh-token.js';
import type { AuthService } from './service.js';

const missingCredentials = () =>
  new JwtHttpError(401, 'jwt_auth_missing_credentials', 'Username and password are required');

const BEARER_CHECK_CODES = {
  invalid: 'jwt_auth_invalid_token',
  obsolete: 'jwt_auth_obsolete_token',
  unknown_user: 'jwt_auth_user_not_found',
} as const;

/**
 * The JWT Auth plugin's routes and our session routes (SPEC §7). Every route that sets or reads
 * the refresh cookie refuses a browser request from another site (plugins/same-site-request.ts).
 */
export function registerAuthRoutes(
  router: EndpointRouter,
  deps: { auth: AuthService; secureCookies: boolean; publicUrl: string },
): void {
  const { auth, secureCookies } = deps;
  const cookieRoute = { before: [refuseCrossSite(deps.publicUrl)], cookies: true };

  router.route(
    requestToken,
    async ({ body, request, reply }) => {
      const device = body.device ?? '';
      if (body.username || body.password) {
        if (!body.username || !body.password) throw missingCredentials();
        const signedIn = await auth.login(body.username, body.password, request.ip, device);
        setRefreshCookie(reply, signedIn.refreshToken, secureCookies);
        return signedIn.session;
      }
      const cookie = request.cookies[REFRESH_COOKIE];
      if (!cookie) throw missingCredentials();
      // No new cookie: the plugin rotates only on /token/refresh.
      return auth.tokenFromRefreshCookie(cookie, device);
    },
    cookieRoute,
  );

  router.route(validateToken, async ({ request }) => {
    const token = bearerToken(request);
    if (token === undefined) {
      throw new JwtHttpError(401, 'jwt_auth_no_auth_header', 'Authorization header not found.');
    }
    if (!token) {
      throw new JwtHttpError(401, 'jwt_auth_bad_auth_header', 'Authorization header malformed.');
    }
    const check = await auth.checkBearer(token);
    if (!check.ok) throw new JwtHttpError(401, BEARER_CHECK_CODES[check.code], check.message);
    return presentValidToken();
  });

  router.route(
    refreshToken,
    async ({ body, request, reply }) => {
      const cookie = request.cookies[REFRESH_COOKIE];
      if (!cookie) {
        throw new JwtHttpError(
          401,
          'jwt_auth_no_auth_cookie',
          'Refresh token cookie not found.',
          false,
        );
      }
      const rotated = await auth.rotateRefreshToken(cookie, body.device ?? '');
      setRefreshCookie(reply, rotated, secureCookies);
      return presentRefreshed();
    },
    cookieRoute,
  );

  /**
   * Both end the sign-in of this browser's refresh cookie (if any) and of the access token sent
   * along (if any), and clear the cookie.
   */
  const endBrowserSession =
    (message: string) =>
    async ({ request, reply }: Pick<EndpointContext<typeof logout>, 'request' | 'reply'>) => {
      await auth.endSessions({
        cookie: request.cookies[REFRESH_COOKIE],
        bearer: bearerToken(request),
      });
      clearRefreshCookie(reply, secureCookies);
      return { success: true, message };
    };

  router.route(clearRefreshToken, endBrowserSession('Refresh token verwijderd.'), cookieRoute);
  router.route(logout, endBrowserSession('Je bent uitgelogd.'), cookieRoute);

  router.route(
    changePassword,
    async ({ body, user, request, reply }) => {
      await auth.changePassword(user.id, body, request.ip);
      clearRefreshCookie(reply, secureCookies);
      return { success: true, message: 'Je wachtwoord is gewijzigd.' };
    },
    cookieRoute,
  );
}
