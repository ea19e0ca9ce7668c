// Writes the server test's receipt photos (apps/server/test/fixtures/receipts) with their true
// values in truth.json, as small grey PNGs of this bench's generator (turned and blurred like
// the bench's photos, but without their grain, which would make each PNG ten times larger).
// receipt-01..04 were drawn by the generator of issue 14 and are kept as they are; this adds
// receipt-05, a receipt turned 6.5 degrees (issue 24 item 16).
// Run again only to change them: `npx tsx bench/receipts/write-fixtures.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeReceipts } from './make-receipts.js';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/receipts',
);
const truthFile = path.join(folder, 'truth.json');
const kept = (JSON.parse(readFileSync(truthFile, 'utf8')) as Array<{ file: string }>).filter(
  (item) => item.file !== 'receipt-05.png',
);
// The 16th of the set: a till receipt turned 6.5 degrees whose date OCR does not find unless
// the photo is straightened.
const tilted = (await makeReceipts(16, 2026, false))[15]!;
const png = await sharp(tilted.jpeg)
  .resize({ width: 800, withoutEnlargement: true })
  .grayscale()
  .png({ palette: true, colours: 8, compressionLevel: 9 })
  .toBuffer();
writeFileSync(path.join(folder, 'receipt-05.png'), png);
console.log('receipt-05.png', png.length, 'bytes, turned', tilted.angle.toFixed(1), 'degrees');
const truth = [...kept, { ...tilted.truth, file: 'receipt-05.png' }];
writeFileSync(truthFile, `${JSON.stringify(truth, null, 2)}\n`);
