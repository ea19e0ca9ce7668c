// Run by ocr-offline.test.ts under no-network.mjs: reads a fixture receipt with the real OCR
// pool and prints what it read, then checks that the guard holds in a worker thread as well.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { createOcrPool } from '../../src/modules/receipt-reading/ocr-pool.js';
import { parseReceipt } from '../../src/modules/receipt-reading/parse-receipt.js';
import { prepareForOcr } from '../../src/modules/receipt-reading/prepare-image.js';

const pool = createOcrPool({ workers: 1, maxWaiting: 0 });
const image = await prepareForOcr(1, readFileSync(process.argv[2]!), 'image/png');
const read = parseReceipt(await pool.recognize(image!));
await pool.close();

const blockedIn = async (code: string) =>
  new Promise<boolean>((resolve) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', resolve);
    worker.once('error', () => resolve(false));
  });
const workerBlocked = await blockedIn(
  `fetch('http://guard-check.invalid/').then(() => false, () => true).then((b) => require('node:worker_threads').parentPort.postMessage(b))`,
);
process.stdout.write(`${JSON.stringify({ read, workerBlocked })}\n`);
