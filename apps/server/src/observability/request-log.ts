import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 * signatures of signed links, and would make a metric series per requested address.
 */
export function routePatternOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  // Without a route (the 404 answer) the pattern is the same for every unknown address.
  if (url === undefined) return '(no route)';
  let pattern = patterns.get(url);
  if (pattern === undefined) {
    // Fastify's regex constraints (`:id(^\\d+$)`) are not part of the pattern.
    pattern = url.replace(/\(.*?\)(?=\/|$)/g, '');
    patterns.set(url, pattern);
  }
  return pattern;
}

/** Route URL → pattern, per registered route (a bounded set), so no request runs the regex. */
const patterns = new Map<string, string>();

/**
 * One access-log line and one latency observation per request, and the request id in the
 * `X-Request-Id` answer header. The line names the method, route pattern, status, duration,
 * the signed-in user and (through the logger's binding) the request id; never a header, a
 * cookie, a query or a body. Probes answering 2xx/3xx are logged at debug level, so a
 * load balancer checking every few seconds does not bury the real traffic.
 */
export function registerRequestLog(
  app: FastifyInstance,
  options: { metrics: Metrics; quietRoutes: ReadonlySet<string> },
): void {
  // Callback hooks, not async ones: they run on every request and need no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    const route = routePatternOf(request);
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    options.metrics.observeRequest(request.method, route, status, ms / 1000);
    const durationMs = Math.round(ms * 10) / 10;
    const quiet = status < 400 && options.quietRoutes.has(route);
    request.log[quiet ? 'debug' : 'info'](
      { method: request.method, route, status, durationMs, userId: request.user?.id },
      `${request.method} ${route} ${status} ${durationMs} ms`,
    );
    done();
  });
}
