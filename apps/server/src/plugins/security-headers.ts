import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
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

/** A header list, as names and values. */
export type HeaderList = ReadonlyArray<readonly [string, string]>;

/**
 * What an answer of JSON data needs (OWASP REST Security Cheat Sheet): it is never a document, so
 * a policy that allows nothing at all and may not be framed, no sniffing it into something else,
 * and no reading it from another site. The document headers of the full set (the page's script
 * and style sources, opener policy, DNS prefetch, IE's download and Flash's cross-domain switches)
 * mean nothing for it; leaving them out made a small answer's headers a third of their size and
 * its request path some 10 µs shorter (bench/README.md, "Reads against a ceiling").
 */
export function apiSecurityHeaders(https: boolean): HeaderList {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ...(https
      ? ([['strict-transport-security', 'max-age=15552000; includeSubDomains']] as const)
      : []),
  ];
}

/** Answers of JSON data from the contract's endpoints get the short set; the rest the full one. */
export interface SecurityHeaders {
  /** For an answer no route gives (the 404 handler): JSON under the API's paths, else text. */
  setForUnrouted(url: string, reply: FastifyReply): void;
}

const setAll = (reply: FastifyReply, headers: HeaderList) => {
  for (const [name, value] of headers) reply.header(name, value);
};

/**
 * Puts the security headers on every response before anything else of its route runs, an
 * authentication refusal or a validation error included: the short API set on the contract's
 * JSON endpoints, the full set of the page (helmet's, worked out once) on everything else (the
 * web app, its assets, file bytes, PDFs). Through Fastify's reply headers, not the raw response
 * as helmet did: a single header set on the raw response makes Node pass every other header of
 * the answer through setHeader and its checks one by one too.
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): SecurityHeaders {
  const page = securityHeadersOf(https);
  const api = apiSecurityHeaders(https);
  const hookFor =
    (headers: HeaderList): onRequestHookHandler =>
    (_request, reply, done) => {
      setAll(reply, headers);
      done();
    };
  const pageHook = hookFor(page);
  const apiHook = hookFor(api);
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    const json = endpoint !== undefined && 'schema' in endpoint.success;
    route.onRequest = [json ? apiHook : pageHook, ...[route.onRequest ?? []].flat()];
  });
  return {
    setForUnrouted: (url, reply) =>
      setAll(reply, url.startsWith('/wp-json') || url.startsWith('/pdf/') ? api : page),
  };
}
