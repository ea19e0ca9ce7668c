import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every API route the app registered (method and path), to hold against the contract: the
     * /wp-json routes and the contract's routes outside it (/healthz, /readyz, /metrics).
     */
    apiRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

/** Records each API route as it is registered; call before any route is added. */
export function trackApiRoutes(app: FastifyInstance): void {
  const routes: Array<{ method: string; url: string }> = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/wp-json') && !route.config?.endpoint) return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET by itself.
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}
