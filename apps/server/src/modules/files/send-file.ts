import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import fresh from 'fresh';
import { WpHttpError } from '../../http/errors.js';
import { parseByteRange } from './range.js';
import type { FileRow } from './repository.js';
import type { FileStorage } from './storage.js';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

type StoredFile = Pick<FileRow, 'id' | 'mimeType' | 'size' | 'originalName' | 'storageKey'>;

export interface SendFileOptions {
  /**
   * Serve HTTP range requests: pass the request's Range and If-Range headers. A satisfiable
   * single range is a 206 with Content-Range, one past the end a 416.
   */
  ranges?: { range: string | undefined; ifRange: string | undefined };
  /**
   * A profile picture through /public/view: a new picture is a new file with a new id, so the
   * bytes of an id never change and the browser may keep them a year without asking again.
   */
  immutable?: boolean;
}

/** What the bytes are: their type, and whether the browser shows them or saves them. */
function describe(reply: FastifyReply, file: StoredFile): FastifyReply {
  const kind = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(kind, file.originalName));
}

/**
 * The stream once its first bytes (or its end) can be read, or its error: a file that cannot be
 * read fails here, before any header is sent, instead of ending a 200 broken.
 */
export function firstBytes(stream: Readable): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('readable', onReadable).off('error', onError);
      if (!error) return resolve(stream);
      stream.destroy();
      reject(error);
    };
    const onReadable = () => settle();
    const onError = (error: Error) => settle(error);
    stream.on('readable', onReadable).on('error', onError);
  });
}

/**
 * A file whose row exists but whose bytes are gone (a folder or table restored from an older
 * backup) becomes a 404 instead of a broken 200 or a 500.
 */
async function whenReadable(
  stream: Readable,
  file: StoredFile,
  reply: FastifyReply,
): Promise<Readable> {
  try {
    return await firstBytes(stream);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    reply.log.error({ fileId: file.id }, 'stored file has no bytes in the file store');
    // The error answer must not be cached as if it were the file.
    for (const name of ['ETag', 'Cache-Control', 'Accept-Ranges']) reply.removeHeader(name);
    throw new WpHttpError(404, 'rest_file_invalid_id', 'Dit bestand bestaat niet (meer).');
  }
}

export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  options: SendFileOptions = {},
) {
  // Every stored file was uploaded by someone (receipts, content files, pictures): `sandbox`
  // makes the browser treat it as a page of no origin without scripts, so a PDF with
  // JavaScript or an HTML polyglot cannot act in ours. It replaces the page CSP, which would
  // only stop the browser's own PDF viewer from showing it.
  reply.header('Content-Security-Policy', 'sandbox');
  // Stored files never change, so id and size identify the bytes.
  const etag = `"${file.id}-${file.size}"`;
  reply
    .header('ETag', etag)
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Cache-Control',
      options.immutable ? 'private, max-age=31536000, immutable' : 'private, max-age=3600',
    );
  if (options.ranges) reply.header('Accept-Ranges', 'bytes');
  // A browser revalidating its copy (If-None-Match) gets 304 without the bytes.
  if (fresh(reply.request.headers, { etag })) return reply.status(304).send();

  const { ifRange, range: rangeHeader } = options.ranges ?? {};
  const range =
    options.ranges && (ifRange === undefined || ifRange === etag)
      ? parseByteRange(rangeHeader, file.size)
      : ({ kind: 'full' } as const);
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${file.size}`)
      .type('application/json; charset=utf-8')
      .send({
        code: 'rest_range_not_satisfiable',
        message: `Het gevraagde bereik valt buiten het bestand (${file.size} bytes).`,
        data: { status: 416 },
      });
  }
  if (range.kind === 'partial') {
    const part = storage.open(file.storageKey, { start: range.start, end: range.end });
    const bytes = await whenReadable(part, file, reply);
    return describe(reply, file)
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(bytes);
  }
  const bytes = await whenReadable(storage.open(file.storageKey), file, reply);
  return describe(reply, file).header('Content-Length', String(file.size)).send(bytes);
}
