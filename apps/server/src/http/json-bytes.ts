import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gzipSync } from 'node:zlib';

/** A JSON answer kept as bytes, with a gzip copy made once when it is kept. */
export interface JsonBytes {
  json: Buffer;
  gzip: Buffer;
}

const encodings = new Negotiator<'gzip'>({ supportedValues: ['gzip'] });

/**
 * A large list page (an assignments page of 200 with their evaluation texts is some 200 kB) is
 * compressed once when it is cached, not per request: browsers accept gzip, and the bytes on
 * the wire shrink about fivefold.
 */
export function jsonBytes(text: string): JsonBytes {
  const json = Buffer.from(text);
  return { json, gzip: gzipSync(json, { level: 6 }) };
}

/** Sends the copy the request's Accept-Encoding takes. */
export function sendJsonBytes(request: FastifyRequest, reply: FastifyReply, bytes: JsonBytes) {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  if (accepted && encodings.negotiate(accepted) === 'gzip') {
    reply.header('Content-Encoding', 'gzip');
    return bytes.gzip;
  }
  return bytes.json;
}
