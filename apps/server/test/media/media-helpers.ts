import type { FastifyInstance } from 'fastify';
import { multipartBody, type FilePart } from '../declarations/declarations-helpers.js';
import { call, type Session } from '../helpers/session.js';

export const MEDIA = '/wp-json/wp/v2/media';

/** POST /wp/v2/media with the file in `file` and the given text fields. */
export function uploadMedia(
  app: FastifyInstance,
  session: Session | undefined,
  file: { bytes: Buffer; filename: string; contentType?: string } | undefined,
  fields: Record<string, string> = {},
) {
  const parts: FilePart[] = file
    ? [
        {
          field: 'file',
          filename: file.filename,
          contentType: file.contentType ?? 'application/octet-stream',
          bytes: file.bytes,
        },
      ]
    : [];
  const { payload, headers } = multipartBody(fields, parts);
  return call(app, session, { method: 'POST', url: MEDIA, payload, headers });
}
