import {
  anonymousCodeOf,
  type EndpointShape,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type SuccessBody,
} from '@portal/contract/endpoints';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preSerializationHookHandler,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import { forbidden } from './errors.js';
import { requireUser } from '../plugins/authenticate.js';
import type { AuthenticatedUser, AuthService } from '../modules/auth/service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract definition a route was registered from (read by the error envelope). */
    endpoint?: EndpointShape;
  }
}

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify names the type only of what its own serializer writes; an answer written by a
 * reply.serializer() of ours (`_fields`, context=edit) and every error after one (the error
 * handler drops the type) would leave without it.
 */
const jsonType: preSerializationHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
  done(null, payload);
};

type UserOf<E extends EndpointShape> = E['access']['kind'] extends 'signed-in'
  ? AuthenticatedUser
  : AuthenticatedUser | undefined;

/** What a handler receives: the validated input of its definition and the signed-in user. */
export interface EndpointContext<E extends EndpointShape> {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  user: UserOf<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** JSON endpoints return their body; byte endpoints send through the reply and return it. */
export type EndpointHandler<E extends EndpointShape> = (
  context: EndpointContext<E>,
) => Promise<E['success'] extends { schema: z.ZodType } ? SuccessBody<E> : FastifyReply>;

export interface RouteExtras {
  /** Checks that run before authentication (WordPress answers an unknown route 404 first). */
  before?: onRequestHookHandler[];
  /** The route reads or sets cookies (only the sign-in routes and their refresh cookie do). */
  cookies?: boolean;
}

export interface EndpointRouter {
  route<E extends EndpointShape>(
    endpoint: E,
    handler: EndpointHandler<E>,
    extras?: RouteExtras,
  ): void;
}

/**
 * Registers routes from the contract's definitions: path, method, validation of params, query
 * and body, the response schema, the body limit, and who may call it. Authentication runs in
 * onRequest, so nobody's body is read before we know who sent it.
 */
export function createEndpointRouter(
  app: FastifyInstance,
  deps: { auth: AuthService },
): EndpointRouter {
  function accessHooks(endpoint: EndpointShape): onRequestHookHandler[] {
    if (endpoint.access.kind !== 'signed-in') return [];
    const roles = endpoint.access.roles as readonly string[] | undefined;
    // Callback hooks: they run on every signed-in request and mostly need no promise.
    const hooks: onRequestHookHandler[] = [requireUser(deps.auth, anonymousCodeOf(endpoint))];
    if (roles) {
      hooks.push((request, _reply, done) => {
        const allowed = request.user?.roles.some((role) => roles.includes(role));
        done(
          allowed
            ? undefined
            : forbidden(endpoint.access.deniedMessage, endpoint.access.deniedCode),
        );
      });
    }
    return hooks;
  }

  return {
    route(endpoint, handler, extras = {}) {
      const json = 'schema' in endpoint.success;
      // Multipart bodies are read part by part by the handler (see http/multipart.ts).
      const body = endpoint.multipart ? undefined : endpoint.body;
      const options: RouteOptions = {
        method: endpoint.method,
        url: endpoint.path,
        bodyLimit: endpoint.multipart ? undefined : (endpoint.bodyLimit ?? JSON_BODY_LIMIT),
        config: { endpoint },
        onRequest: [...(extras.before ?? []), ...accessHooks(endpoint)],
        ...(json ? { preSerialization: jsonType } : {}),
        schema: {
          ...(endpoint.params ? { params: endpoint.params } : {}),
          ...(endpoint.query ? { querystring: endpoint.query } : {}),
          ...(body ? { body } : {}),
          ...('schema' in endpoint.success
            ? { response: { [endpoint.success.status]: endpoint.success.schema } }
            : {}),
        },
        handler: async (request, reply) => {
          const result = await handler({
            params: request.params,
            query: request.query,
            body: request.body,
            user: request.user,
            request,
            reply,
          } as EndpointContext<typeof endpoint>);
          if (json) reply.status(endpoint.success.status);
          return result;
        },
      };
      if (!endpoint.multipart && !extras.cookies) return void app.route(options);
      // @fastify/multipart puts three async hooks and a 'close' listener on every request of
      // the instance it is registered on, @fastify/cookie two hooks (and parses every Cookie
      // header); registered here, only their own routes pay for them. Elsewhere a multipart
      // body is refused (415) like any type a route does not take, and cookies are not read.
      app.register(async (scope) => {
        if (endpoint.multipart) await scope.register(multipart);
        if (extras.cookies) await scope.register(cookie);
        scope.route(options);
      });
    },
  };
}
