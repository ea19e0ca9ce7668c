import { changePasswordRequestSchema, tokenRequestSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { JwtHttpError } from '../../http/errors.js';
import { parseInput } from '../../http/parse.js';
import { bearerToken, currentUser, requireUser } from '../../plugins/authenticate.js';
import { assertIntranetRequest } from '../../plugins/intranet-header.js';
import { clearRefreshCookie, setRefreshCookie } from './cookies.js';
import { presentTokenSuccess } from './presenter.js';
import { REFRESH_COOKIE } from './refresh-token.js';
import type { AuthRepository } from './repository.js';
import type { AuthService } from './service.js';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; repo: AuthRepository; secureCookies: boolean },
): void {
  const { auth, repo, secureCookies } = deps;

  app.post('/wp-json/jwt-auth/v1/token', async (request, reply) => {
    const body = parseInput(tokenRequestSchema, request.body);
    const hasCredentials = Boolean(body.username || body.password);
    if (hasCredentials) {
      if (!body.username || !body.password) {
        throw new JwtHttpError(
          401,
          'jwt_auth_missing_credentials',
          'Username and password are required',
        );
      }
      const { user, token, refreshToken } = await auth.login(
        body.username,
        body.password,
        request.ip,
      );
      setRefreshCookie(reply, refreshToken, secureCookies);
      return presentTokenSuccess(user, token, await repo.ownerIdsOf(user.id));
    }
    const cookie = request.cookies[REFRESH_COOKIE];
    if (!cookie) {
      throw new JwtHttpError(
        401,
        'jwt_auth_missing_credentials',
        'Username and password are required',
      );
    }
    assertIntranetRequest(request);
    const { user, token } = await auth.tokenFromRefreshCookie(cookie);
    return presentTokenSuccess(user, token, await repo.ownerIdsOf(user.id));
  });

  app.post('/wp-json/jwt-auth/v1/token/validate', async (request) => {
    const token = bearerToken(request);
    if (token === undefined) {
      throw new JwtHttpError(401, 'jwt_auth_no_auth_header', 'Authorization header not found.');
    }
    if (!token)
      throw new JwtHttpError(401, 'jwt_auth_bad_auth_header', 'Authorization header malformed.');
    const check = await auth.checkBearer(token);
    if (!check.ok) {
      const code = {
        invalid: 'jwt_auth_invalid_token',
        obsolete: 'jwt_auth_obsolete_token',
        unknown_user: 'jwt_auth_user_not_found',
      }[check.code];
      throw new JwtHttpError(401, code, check.message);
    }
    return {
      success: true,
      statusCode: 200,
      code: 'jwt_auth_valid_token',
      message: 'Token is valid',
      data: [],
    };
  });

  app.post('/wp-json/jwt-auth/v1/token/refresh', async (request, reply) => {
    const cookie = request.cookies[REFRESH_COOKIE];
    if (!cookie) {
      throw new JwtHttpError(
        401,
        'jwt_auth_no_auth_cookie',
        'Refresh token cookie not found.',
        false,
      );
    }
    assertIntranetRequest(request);
    const next = await auth.rotateRefreshToken(cookie);
    setRefreshCookie(reply, next, secureCookies);
    return {
      success: true,
      statusCode: 200,
      code: 'jwt_auth_valid_token',
      message: 'Token is valid',
    };
  });

  app.get('/wp-json/custom/v1/clear-refresh-token', async (request, reply) => {
    assertIntranetRequest(request);
    await auth.revokeRefreshCookie(request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply, secureCookies);
    return { success: true, message: 'Refresh token verwijderd.' };
  });

  app.post('/wp-json/custom/v1/logout', async (request, reply) => {
    assertIntranetRequest(request);
    await auth.revokeRefreshCookie(request.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply, secureCookies);
    return { success: true, message: 'Je bent uitgelogd.' };
  });

  app.post(
    '/wp-json/custom/v1/change-password',
    { preHandler: requireUser(auth) },
    async (request, reply) => {
      const input = parseInput(changePasswordRequestSchema, request.body);
      await auth.changePassword(currentUser(request).id, input);
      clearRefreshCookie(reply, secureCookies);
      return { success: true, message: 'Je wachtwoord is gewijzigd.' };
    },
  );
}
