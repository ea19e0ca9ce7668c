import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOcrPool, OcrBusyError } from '../../src/modules/receipt-reading/ocr-pool.js';

describe('the OCR pool', () => {
  it('refuses a receipt beyond its workers and waiting places, and takes one again after', async () => {
    const pool = createOcrPool({ workers: 1, maxWaiting: 1 });
    try {
      // A blank image: OCR has nothing to read, so the test is about the bound, not the text.
      const blank = await sharp({
        create: { width: 60, height: 40, channels: 3, background: '#ffffff' },
      })
        .png()
        .toBuffer();
      const results = await Promise.allSettled([
        pool.recognize(blank),
        pool.recognize(blank),
        pool.recognize(blank),
      ]);
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(OcrBusyError);
      // The places are free again once the receipts are read.
      await expect(pool.recognize(blank)).resolves.toBeTypeOf('string');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
