import type { FastifyReply } from 'fastify';
import type { FileRow } from './repository.js';
import type { FileStorage } from './storage.js';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export function sendStoredFile(reply: FastifyReply, storage: FileStorage, file: FileRow) {
  const kind = INLINE_TYPES.has(file.mimeType) ? 'inline' : 'attachment';
  // A stored file is never HTML or script (its type is checked from its bytes); the page CSP
  // would only stop the browser's own PDF viewer from showing it.
  reply.removeHeader('Content-Security-Policy');
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', contentDisposition(kind, file.originalName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=3600')
    .send(storage.open(file.storageKey));
}
