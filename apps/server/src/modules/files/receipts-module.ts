import type { Database } from '../../db/client.js';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import { registerReceiptRoutes } from './receipt-routes.js';
import { createReceiptService } from './receipt-service.js';
import { createReceiptThumbnails } from './receipt-thumbnails.js';
import type { FilesRepository } from './repository.js';
import type { SignedFileLinks } from './signed-links.js';
import type { FileStorage } from './storage.js';
import { createThumbnailRepository } from './thumbnail-repository.js';

/** A declaration line's receipt behind its signed link, and its thumbnail (registered in app.ts). */
export function registerReceipts(deps: {
  router: EndpointRouter;
  db: Database;
  files: FilesRepository;
  storage: FileStorage;
  links: SignedFileLinks;
}): void {
  registerReceiptRoutes(deps.router, {
    receipts: createReceiptService({
      files: deps.files,
      storage: deps.storage,
      links: deps.links,
      // Issue 25 item 5: made once per receipt, on its first view.
      thumbnails: createReceiptThumbnails({
        repo: createThumbnailRepository(deps.db),
        storage: deps.storage,
      }),
    }),
  });
}
