import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The built portal loads only its own scripts and styles: no inline code of any kind. */
export function securityHeaderOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  };
}

/**
 * The headers helmet sets for these options, worked out once. Our directives are fixed strings
 * (no per-request nonce), so every response gets the same headers; @fastify/helmet built a new
 * helmet middleware, and parsed the policy again, on every request (10 to 16 % of the server's
 * time on a small answer, bench/README.md "Reads against a ceiling").
 */
export function securityHeadersOf(https: boolean): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  helmet(securityHeaderOptions(https))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return [...headers.entries()];
}

/**
 * Puts the security headers on every response before any handler runs. Through Fastify's reply
 * headers, not the raw response as helmet did: a single header set on the raw response makes
 * Node pass every other header of the answer through setHeader and its checks one by one too.
 * Fastify keeps these headers when an error answers instead (it drops only the content type
 * and length), and nothing in the server writes to the raw response itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const headers = securityHeadersOf(https);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
