import { RECEIPT_READING_BUSY_MESSAGE } from '@portal/contract/endpoints/receipt-suggestions';
import type { Readable } from 'node:stream';
import { unprocessable, WpHttpError } from '../../http/errors.js';
import { busyAnswer } from '../bounded-work/busy-answer.js';
import { WorkBusyError } from '../bounded-work/fair-queue.js';
import type { UploadedFile } from '../../http/multipart.js';
import { checkReceipt } from '../declarations/receipts.js';
import type { FilesRepository } from '../files/repository.js';
import type { FileStorage } from '../files/storage.js';
import { OcrBusyError, type OcrPool } from './ocr-pool.js';
import { readReceipt } from './read-receipt.js';

export type ReceiptReadingService = ReturnType<typeof createReceiptReadingService>;

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Receipt suggestions (issue 14 point 6) for the declaration form: of a receipt just chosen
 * (sent along, nothing is stored) or of a stored receipt of one of the user's own lines.
 * Someone else's receipt is answered as one that does not exist, so its id says nothing.
 */
export function createReceiptReadingService(deps: {
  files: FilesRepository;
  storage: FileStorage;
  ocr: OcrPool;
}) {
  async function storedReceipt(userId: number, id: number) {
    const file = await deps.files.findLineReceipt(id);
    if (!file || file.ownerId !== userId) {
      throw new WpHttpError(404, 'rest_file_invalid_id', 'Deze bon bestaat niet.');
    }
    return { bytes: await bytesOf(deps.storage.open(file.storageKey)), mimeType: file.mimeType };
  }

  return {
    async suggest(userId: number, upload: UploadedFile | undefined, receiptId?: number) {
      const receipt = upload
        ? await checkReceipt(upload.bytes, upload.name)
        : receiptId !== undefined
          ? await storedReceipt(userId, receiptId)
          : undefined;
      if (!receipt) throw unprocessable('receipt_missing', 'Stuur een bon mee om te lezen.');
      try {
        const read = await readReceipt(deps.ocr, userId, receipt);
        return {
          date: read.date,
          amount: read.amount,
          vat_rate: read.vatRate,
          shop: read.shop,
          source: read.source,
        };
      } catch (error) {
        // Decoding, OCR or text extraction full (issue 24, item 8): the form is filled by hand.
        if (!(error instanceof OcrBusyError || error instanceof WorkBusyError)) throw error;
        const retryAfter = error instanceof WorkBusyError ? error.retryAfterSeconds : 5;
        throw busyAnswer('receipt_reading_busy', RECEIPT_READING_BUSY_MESSAGE, retryAfter);
      }
    },
  };
}
