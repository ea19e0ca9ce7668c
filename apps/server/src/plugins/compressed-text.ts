import { Negotiator } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The order of preference when a client accepts both equally (smaller first). */
const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/**
 * A text answer that never changes while the server runs (the app shell), compressed once at
 * start in brotli and gzip; each request gets the encoding its Accept-Encoding prefers.
 */
export function compressedText(text: string) {
  const plain = Buffer.from(text);
  const copies: Record<Encoding, Buffer> = {
    br: brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(plain, { level: 9 }),
  };
  return {
    send(request: FastifyRequest, reply: FastifyReply) {
      // The answer depends on Accept-Encoding, so a shared cache must key on it.
      reply.header('Vary', 'Accept-Encoding');
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? encodings.negotiate(accepted) : null;
      if (!encoding) return reply.send(plain);
      return reply.header('Content-Encoding', encoding).send(copies[encoding]);
    },
  };
}
