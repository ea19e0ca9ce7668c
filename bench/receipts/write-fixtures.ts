// Writes the server test's receipt photos (apps/server/test/fixtures/receipts): four receipts
// of this bench's generator, as small grey PNGs (turned and blurred like the bench's photos, but without their grain, which would make each PNG ten times larger), with their true values in truth.json.
// Run again only to change them: `npx tsx bench/receipts/write-fixtures.ts`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeReceipts } from './make-receipts.js';

const folder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/test/fixtures/receipts',
);
mkdirSync(folder, { recursive: true });
const receipts = await makeReceipts(4, 2026, false);
const truth = [];
for (const receipt of receipts) {
  const file = receipt.truth.file.replace(/\.jpg$/, '.png');
  const png = await sharp(receipt.jpeg)
    .resize({ width: 800, withoutEnlargement: true })
    .grayscale()
    .png({ palette: true, colours: 8, compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(folder, file), png);
  truth.push({ ...receipt.truth, file });
  console.log(file, png.length, 'bytes');
}
writeFileSync(path.join(folder, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
