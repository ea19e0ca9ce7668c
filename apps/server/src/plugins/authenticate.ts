import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { notLoggedIn, WpHttpError } from '../http/errors.js';
import type { AuthenticatedUser, AuthService, BearerCheck } from '../modules/auth/service.js';

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

/** The error for a refused bearer check, or nothing (and the user on the request) when it passed. */
function settle(request: FastifyRequest, check: BearerCheck): WpHttpError | undefined {
  if (check.ok) {
    request.user = check.user;
    return undefined;
  }
  if (check.code === 'obsolete') {
    return new WpHttpError(
      401,
      'jwt_auth_obsolete_token',
      'Je sessie is beëindigd. Log opnieuw in.',
    );
  }
  return new WpHttpError(401, 'invalid_token', `Het token is ongeldig: ${check.message}`);
}

/**
 * onRequest hook for every route that needs a signed-in user. No token is `rest_not_logged_in`,
 * or the endpoint's own (`anonymousCodeOf`: WordPress's writes). An expired or unverifiable token
 * is `invalid_token` (the portal renews and retries); a token from an ended session is
 * `jwt_auth_obsolete_token` (the portal signs the user out). A callback hook, not an async one:
 * nearly every request is answered from what this instance knows (AuthService.knownBearer) and
 * then goes on without a promise; the rest wait for the full check.
 */
export function requireUser(auth: AuthService, anonymousCode?: string): onRequestHookHandler {
  const anonymous = () =>
    anonymousCode ? new WpHttpError(401, anonymousCode, notLoggedIn().message) : notLoggedIn();
  return (request, _reply, done) => {
    const token = bearerToken(request);
    if (token === undefined) return done(anonymous());
    const known = auth.knownBearer(token);
    if (known) return done(settle(request, known));
    auth.checkBearer(token).then((check) => done(settle(request, check)), done);
  };
}

/** The signed-in user of a request that went through requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notLoggedIn();
  return request.user;
}
