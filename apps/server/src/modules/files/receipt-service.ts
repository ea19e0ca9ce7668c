import type { FastifyReply } from 'fastify';
import { RECEIPT_THUMBNAIL_BUSY_MESSAGE } from '@portal/contract/endpoints/receipts';
import { forbidden, WpHttpError } from '../../http/errors.js';
import { busyAnswer } from '../bounded-work/busy-answer.js';
import { WorkBusyError } from '../bounded-work/fair-queue.js';
import type { ReceiptThumbnails } from './receipt-thumbnails.js';
import type { FilesRepository } from './repository.js';
import { sendStoredFile } from './send-file.js';
import type { SignedFileLinks } from './signed-links.js';
import type { FileStorage } from './storage.js';

export type ReceiptService = ReturnType<typeof createReceiptService>;

type SignedLink = { viewer: number; expires: number; signature: string };

const noFile = () => new WpHttpError(404, 'rest_file_invalid_id', 'Dit bestand bestaat niet.');

export function createReceiptService(deps: {
  files: FilesRepository;
  storage: FileStorage;
  links: SignedFileLinks;
  thumbnails: ReceiptThumbnails;
}) {
  /**
   * The receipt when the link's signature holds for this file, viewer and time, a line still
   * has it and the viewer may still see it: a link dies with the receipt's line, when the
   * receipt is replaced, when its viewer is deactivated (as if it expired) and when they no
   * longer review its owner (as if the receipt did not exist).
   */
  async function openable(id: number, link: SignedLink) {
    const invalidLink = () =>
      forbidden('Deze link is ongeldig of verlopen. Open de declaratie opnieuw.');
    if (!deps.links.verify(id, link.viewer, link.expires, link.signature)) throw invalidLink();
    const file = await deps.files.lineReceiptForViewer(id, link.viewer);
    if (file && !file.viewerActive) throw invalidLink();
    if (!file?.mayView) throw noFile();
    return file;
  }

  return {
    async send(reply: FastifyReply, id: number, link: SignedLink) {
      return sendStoredFile(reply, deps.storage, await openable(id, link));
    },

    /**
     * The receipt's thumbnail (issue 25 item 5), to exactly those who may open the receipt:
     * the same link, the same check.
     */
    async sendThumbnail(reply: FastifyReply, id: number, link: SignedLink) {
      const file = await openable(id, link);
      const thumbnail = await deps.thumbnails.of(file, link.viewer).catch((error: unknown) => {
        if (error instanceof WorkBusyError) {
          throw busyAnswer(
            'receipt_thumbnail_busy',
            RECEIPT_THUMBNAIL_BUSY_MESSAGE,
            error.retryAfterSeconds,
          );
        }
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw noFile();
        throw error;
      });
      if (!thumbnail.bytes) {
        throw new WpHttpError(
          404,
          'receipt_thumbnail_unavailable',
          'Van deze bon kan geen voorbeeld worden gemaakt.',
        );
      }
      // As every stored file (send-file.ts): no script of it runs in our origin.
      return reply
        .header('Content-Security-Policy', 'sandbox')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Type', thumbnail.mimeType)
        .header('Content-Length', String(thumbnail.bytes.length))
        .send(thumbnail.bytes);
    },
  };
}
