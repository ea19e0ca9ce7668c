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
     * Streams a receipt when the link's signature holds for this file, viewer and time, a line
     * still has it and the viewer may still see it: a link dies with the receipt's line, when
     * the receipt is replaced, when its viewer is deactivated (as if it expired) and when they
     * no longer review its owner (as if the receipt did not exist).
     */
    async send(
      reply: FastifyReply,
      id: number,
      link: { viewer: number; expires: number; signature: string },
    ) {
      const invalidLink = () =>
        forbidden('Deze link is ongeldig of verlopen. Open de declaratie opnieuw.');
      if (!deps.links.verify(id, link.viewer, link.expires, link.signature)) throw invalidLink();
      const file = await deps.files.lineReceiptForViewer(id, link.viewer);
      if (file && !file.viewerActive) throw invalidLink();
      if (!file?.mayView) {
        throw new WpHttpError(404, 'rest_file_invalid_id', 'Dit bestand bestaat niet.');
      }
      return sendStoredFile(reply, deps.storage, file);
    },
  };
}
