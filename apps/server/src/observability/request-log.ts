import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { Metrics } from './metrics.js';

/** A request id a caller or a proxy may hand us: a short token, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[\w.:+/=@-]{1,64}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is a sane short token (a proxy's or
 * a client's, to follow one request through several logs), otherwise a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The route pattern (`/wp-json/wp/v2/nieuws/:id`), not the URL: the URL carries ids and the
 * signatures of signed links, and would make a metric series per requested address. Fastify's
 * regex constraints (`:id(^\\d+$)`) are not part of the pattern.
 */
export const routePatternOf = (url: string): string => url.replace(/\(.*?\)(?=\/|$)/g, '');

/** Every address that matches no route has the same pattern. */
const NO_ROUTE = '(no route)';

/**
 * One access-log line and one latency observation per request, and the request id in the
 * `X-Request-Id` answer header. The line names the method, route pattern, status, duration,
 * the signed-in user and (through the logger's binding) the request id; never a header, a
 * cookie, a query or a body. Probes answering 2xx/3xx are logged at debug level, so a
 * load balancer checking every few seconds does not bury the real traffic.
 *
 * Each route gets its own onResponse hook with its pattern worked out when it is registered:
 * reading the route from the request (`request.routeOptions`) builds a new object on every
 * call. Requests that match no route are logged by the app-wide hook.
 */
export function registerRequestLog(
  app: FastifyInstance,
  options: { metrics: Metrics; quietRoutes: ReadonlySet<string> },
): void {
  const { metrics, quietRoutes } = options;
  const logAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    quiet: boolean,
  ) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    metrics.observeRequest(request.method, route, status, ms / 1000);
    const durationMs = Math.round(ms * 10) / 10;
    request.log[quiet && status < 400 ? 'debug' : 'info'](
      { method: request.method, route, status, durationMs, userId: request.user?.id },
      `${request.method} ${route} ${status} ${durationMs} ms`,
    );
  };

  // Callback hooks, not async ones: they run on every request and need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  app.addHook('onRoute', (route) => {
    const pattern = routePatternOf(route.url);
    const quiet = quietRoutes.has(pattern);
    const logRoute: onResponseHookHandler = (request, reply, done) => {
      logAnswer(request, reply, pattern, quiet);
      done();
    };
    route.onResponse = [...[route.onResponse ?? []].flat(), logRoute];
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) logAnswer(request, reply, NO_ROUTE, false);
    done();
  });
}
