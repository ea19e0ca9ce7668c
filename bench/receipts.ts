// Receipt reading (issue 14 point 7): 30 receipt photos made by receipts/make-receipts.ts (20
// shops, six DejaVu faces, five Dutch date formats, turned, blurred and grainy) read by the
// server's own code (readReceipt: sharp, then tesseract.js with one worker, then the parser),
// compared with their true values. Target: total and date right on at least 90 %, at most 2 s
// per receipt. The images and truth.json are written to receipts/out/ to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOcrPool } from '../apps/server/src/modules/receipt-reading/ocr-pool.js';
import { readReceipt } from '../apps/server/src/modules/receipt-reading/read-receipt.js';
import { makeReceipts } from './receipts/make-receipts.js';

const COUNT = Number(process.env.BENCH_RECEIPTS ?? 30);
const TARGET_SHARE = 0.9;
const TARGET_MS = 2000;

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)} %`;

export async function benchReceipts() {
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'receipts', 'out');
  mkdirSync(out, { recursive: true });
  const receipts = await makeReceipts(COUNT);
  writeFileSync(
    path.join(out, 'truth.json'),
    `${JSON.stringify(
      receipts.map((receipt) => receipt.truth),
      null,
      2,
    )}\n`,
  );
  const pool = createOcrPool({ workers: 1, maxWaiting: 0 });
  const right = { date: 0, amount: 0, vatRate: 0, shop: 0 };
  const times: number[] = [];
  try {
    for (const { jpeg, truth } of receipts) {
      writeFileSync(path.join(out, truth.file), jpeg);
      const started = performance.now();
      const read = await readReceipt(pool, 0, { bytes: jpeg, mimeType: 'image/jpeg' });
      times.push(performance.now() - started);
      const checks = {
        date: read.date === truth.date,
        amount: read.amount === truth.amount,
        vatRate: read.vatRate === truth.vatRate,
        shop: read.shop?.toLowerCase() === truth.shop.toLowerCase(),
      };
      for (const key of Object.keys(right) as Array<keyof typeof right>) {
        if (checks[key]) right[key] += 1;
      }
      const wrong = Object.entries(checks).filter(([, ok]) => !ok);
      if (wrong.length) {
        console.log(
          `  ${truth.file}: ${wrong.map(([key]) => `${key} ${JSON.stringify(read[key as keyof typeof read])} (true: ${JSON.stringify(truth[key as keyof typeof truth])})`).join(', ')}`,
        );
      }
    }
  } finally {
    await pool.close();
  }
  // The first receipt also starts the worker and loads the trained data.
  const [first = 0, ...rest] = times;
  const mean = rest.reduce((sum, time) => sum + time, 0) / Math.max(rest.length, 1);
  const sorted = [...rest].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  console.log(`receipts read:  ${COUNT} (images in ${path.relative(process.cwd(), out)})`);
  console.log(`total right:    ${right.amount}/${COUNT} (${percent(right.amount, COUNT)})`);
  console.log(`date right:     ${right.date}/${COUNT} (${percent(right.date, COUNT)})`);
  console.log(`VAT rate right: ${right.vatRate}/${COUNT} (${percent(right.vatRate, COUNT)})`);
  console.log(`shop right:     ${right.shop}/${COUNT} (${percent(right.shop, COUNT)})`);
  console.log(
    `time per receipt: mean ${Math.round(mean)} ms, p95 ${Math.round(p95)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms; the first ${Math.round(first)} ms (starts the worker)`,
  );
  const met =
    right.amount / COUNT >= TARGET_SHARE && right.date / COUNT >= TARGET_SHARE && mean <= TARGET_MS;
  console.log(`target (total and date >= 90 %, <= 2 s per receipt): ${met ? 'met' : 'NOT met'}`);
}
