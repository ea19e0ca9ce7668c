import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, every answer still being sent carries `Connection: close`. Node's
 * server.close() only ends the keep-alive connections that are idle at that moment; one
 * whose request was still running would stay open after its answer until the client or the
 * keep-alive timeout (72 s) ends it, and the shutdown would wait for it. Requests that arrive
 * after the close began get Fastify's own 503 with `Connection: close`.
 */
export function registerDrainOnClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
