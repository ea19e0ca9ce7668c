// The ceiling: a bare Fastify (the server's version, no plugins, no logger) with one route per
// measured call, answering that call's captured body with its content type. Whatever our server
// does beyond this (authentication, validation, hooks, queries, serialization) is what the
// ratio in the reads suite measures. Started by ceiling.ts: `node --import tsx ceiling-server.ts`
// with CEILING_PORT and CEILING_ROUTES (a JSON file of CeilingRoute).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface CeilingRoute {
  method: 'GET' | 'POST';
  url: string;
  contentType: string;
  body: string;
}

const routes = JSON.parse(readFileSync(process.env.CEILING_ROUTES!, 'utf8')) as CeilingRoute[];
const app = Fastify();
for (const route of routes) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (_request, reply) => {
      reply.type(route.contentType);
      return route.body;
    },
  });
}
await app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' });
process.stdout.write(`ceiling ready, fastify ${app.version}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
