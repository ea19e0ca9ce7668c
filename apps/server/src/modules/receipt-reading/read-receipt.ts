import { createFairQueue } from '../bounded-work/fair-queue.js';
import { extractText } from '../media/extract-text.js';
import { OcrBusyError, type OcrPool } from './ocr-pool.js';
import { parseReceipt, type ReceiptSuggestions } from './parse-receipt.js';
import { prepareForOcr } from './prepare-image.js';
import { straighten } from './straighten.js';

export interface ReadReceipt extends ReceiptSuggestions {
  source: 'text' | 'ocr' | 'none';
}

const NOTHING: ReadReceipt = {
  date: null,
  amount: null,
  vatRate: null,
  shop: null,
  source: 'none',
};

/** A text layer worth reading has some words; a scanned PDF has none or a few stray signs. */
const hasWords = (text: string | undefined): text is string =>
  (text?.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3;

/**
 * OCR in turn per user (issue 24, item 8): one receipt at a time (the pool has one worker), at
 * most two of one user under way and six waiting, so one user's burst never holds up another's.
 */
const ocrLane = createFairQueue({
  concurrency: 1,
  perUser: 2,
  maxWaiting: 6,
  retryAfterSeconds: 5,
});

/**
 * The suggestions of a receipt that passed its checks (checkReceipt): a PDF's own text layer
 * (pdf.js in the text extraction's sandbox, no OCR needed), or OCR of an image. A PDF without
 * text (a scan) gets no suggestions: rendering its page to pixels would need a canvas library
 * the server does not have. OcrBusyError and WorkBusyError pass through for the route to
 * answer 503.
 */
export async function readReceipt(
  ocr: OcrPool,
  userId: number,
  receipt: { bytes: Uint8Array; mimeType: string },
): Promise<ReadReceipt> {
  if (receipt.mimeType === 'application/pdf') {
    const text = await extractText(userId, 'pdf', receipt.bytes);
    return hasWords(text) ? { ...parseReceipt(text), source: 'text' } : NOTHING;
  }
  const image = await prepareForOcr(userId, receipt.bytes, receipt.mimeType);
  if (!image) return NOTHING;
  const text = await ocrLane.run(userId, async () =>
    // Straightened in OCR's turn, one receipt's pixels at a time (issue 24 item 16).
    ocr.recognize(await straighten(image)).catch((error: unknown) => {
      if (error instanceof OcrBusyError) throw error;
      // A worker that failed on this image: the user fills the line in, as without suggestions.
      return undefined;
    }),
  );
  return text === undefined ? NOTHING : { ...parseReceipt(text), source: 'ocr' };
}
