import type { FastifyRequest } from 'fastify';
import { notLoggedIn, WpHttpError } from '../http/errors.js';
import type { AuthenticatedUser, AuthService } from '../modules/auth/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * preHandler for every route that needs a signed-in user. An expired or unverifiable token is
 * `invalid_token` (the portal renews and retries); a token from an ended session is
 * `jwt_auth_obsolete_token` (the portal signs the user out).
 */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token === undefined) throw notLoggedIn();
    const check = await auth.checkBearer(token);
    if (check.ok) {
      request.user = check.user;
      return;
    }
    if (check.code === 'obsolete') {
      throw new WpHttpError(
        401,
        'jwt_auth_obsolete_token',
        'Je sessie is beëindigd. Log opnieuw in.',
      );
    }
    throw new WpHttpError(401, 'invalid_token', `Het token is ongeldig: ${check.message}`);
  };
}

/** The signed-in user of a request that went through requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notLoggedIn();
  return request.user;
}
