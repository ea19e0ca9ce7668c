import { readdirSync, readFileSync } from 'node:fs';
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

/** The nice value of each thread of this process (Linux: field 19 of /proc/self/task/N/stat). */
function threadNiceValues(): Map<string, number> {
  const values = new Map<string, number>();
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
      values.set(thread, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // A thread that ended while being listed.
    }
  }
  return values;
}

describe('the OCR pool', () => {
  it('reads in threads below the server’s priority (nice 10), leaving the others as they were', async () => {
    const before = threadNiceValues();
    const pool = createOcrPool({ workers: 1, maxWaiting: 1 });
    try {
      await pool.recognize(await blankPng());
      const after = threadNiceValues();
      const added = [...after].filter(([thread]) => !before.has(thread));
      expect(added.map(([, nice]) => nice)).toContain(10);
      for (const [thread, nice] of before) {
        if (after.has(thread)) expect(after.get(thread), `thread ${thread}`).toBe(nice);
      }
    } finally {
      await pool.close();
    }
  }, 60_000);

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
