import type { FastifyReply } from 'fastify';
import { forbidden, WpHttpError } from '../../http/errors.js';
import type { FilesRepository } from './repository.js';
import { sendStoredFile } from './send-file.js';
import type { SignedFileLinks } from './signed-links.js';
import type { FileStorage } from './storage.js';

export type ReceiptService = ReturnType<typeof createReceiptService>;

export function createReceiptService(deps: {
  files: FilesRepository;
  storage: FileStorage;
  links: SignedFileLinks;
}) {
  return {
    /**
     * Streams a receipt when the link's signature holds for this file, viewer and time, and a
     * line still has it: a link dies with the receipt's line or when the receipt is replaced.
     */
    async send(
      reply: FastifyReply,
      id: number,
      link: { viewer: number; expires: number; signature: string },
    ) {
      if (!deps.links.verify(id, link.viewer, link.expires, link.signature)) {
        throw forbidden('Deze link is ongeldig of verlopen. Open de declaratie opnieuw.');
      }
      const file = await deps.files.findLineReceipt(id);
      if (!file) throw new WpHttpError(404, 'rest_file_invalid_id', 'Dit bestand bestaat niet.');
      return sendStoredFile(reply, deps.storage, file, { sandbox: true });
    },
  };
}
