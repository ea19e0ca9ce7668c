import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createOcrPool,
  OcrBusyError,
  OcrTimeoutError,
} from '../../src/modules/receipt-reading/ocr-pool.js';

/** A blank image: OCR has nothing to read, so a test is about the pool, not the text. */
const blankPng = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('the OCR pool', () => {
  it('refuses a receipt beyond its workers and waiting places, and takes one again after', async () => {
    const pool = createOcrPool({ workers: 1, maxWaiting: 1 });
    try {
      const blank = await blankPng();
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

  it('gives up a receipt that takes too long and reads the next one with a new worker', async () => {
    const pool = createOcrPool({ workers: 1, maxWaiting: 1, timeoutMs: 3000 });
    try {
      // Noise: Tesseract finds "letters" everywhere and is busy for a minute or more.
      const size = 1500;
      const pixels = Buffer.alloc(size * size);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
      const noise = await sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
        .png()
        .toBuffer();
      const blank = await blankPng();
      await expect(pool.recognize(noise)).rejects.toBeInstanceOf(OcrTimeoutError);
      // The stuck worker is gone: a new one reads the next image in time.
      await expect(pool.recognize(blank)).resolves.toBeTypeOf('string');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
