import type { FastifyInstance } from 'fastify';
import type { EndpointRouter } from '../../http/endpoint-router.js';
import type { FilesRepository } from '../files/repository.js';
import type { FileStorage } from '../files/storage.js';
import { createOcrPool } from './ocr-pool.js';
import { registerReceiptReadingRoutes } from './routes.js';
import { createReceiptReadingService } from './service.js';

/**
 * Receipt suggestions' registration in app.ts (issue 14 point 6, h8). One OCR worker per
 * instance (a receipt is a second of one core), made on the first receipt; four more receipts
 * may wait for it. The worker ends with the app.
 */
export function registerReceiptReading(
  app: FastifyInstance,
  deps: { router: EndpointRouter; files: FilesRepository; storage: FileStorage },
): void {
  const ocr = createOcrPool({ workers: 1, maxWaiting: 4 });
  app.addHook('onClose', () => ocr.close());
  registerReceiptReadingRoutes(deps.router, {
    reading: createReceiptReadingService({ files: deps.files, storage: deps.storage, ocr }),
  });
}
