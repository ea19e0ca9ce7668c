import { readFileSync } from 'node:fs';
import { createDeflate } from 'node:zlib';
import { pngFile } from '../../src/seed/demo-png.js';

/**
 * Small files that cost a server dearly to read (issue 24, items 8-10), made in the test. Each
 * is deflated while it is written, so the test itself never holds the inflated bytes.
 */

/** Deflates `total` bytes of `pattern` repeated, a megabyte at a time. */
async function deflateRepeated(pattern: Buffer, total: number): Promise<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024 - ((1024 * 1024) % pattern.length));
  for (let at = 0; at < chunk.length; at += pattern.length) pattern.copy(chunk, at);
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let written = 0; written < total; written += chunk.length) {
    const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/**
 * A one-page PDF whose content stream is a Flate stream of `inflatedBytes` (1 GB by default)
 * of text operators: some 1 MB on disk.
 */
export async function pdfBomb(inflatedBytes = 1024 ** 3): Promise<Buffer> {
  const stream = await deflateRepeated(Buffer.from('BT (x) Tj ET\n\n\n\n'), inflatedBytes);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(length);
  add(Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
  add(stream);
  add(Buffer.from('\nendstream\nendobj\n'));
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\n` +
        `startxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A PNG of one colour, `side` × `side` RGB pixels (7745², just under 60 megapixels, by
 * default): some 180 MB of pixels in some 175 kB. Every row is filter 0 then the colour.
 */
export async function pngBomb(side = 7745): Promise<Buffer> {
  const row = Buffer.alloc(1 + side * 3, 0xf0);
  row[0] = 0;
  return pngFile(side, side, await deflateRepeated(row, row.length * side));
}

/**
 * The fixture HEIC (640 × 480) with its `ispe` box claiming `width` × `height` (7600², 57.8
 * megapixels): a decoder sizes its pixel buffers by that claim.
 */
export function heicBomb(width = 7600, height = 7600): Buffer {
  const bytes = Buffer.from(
    readFileSync(new URL('../fixtures/red-blue-640x480-gps.heic', import.meta.url)),
  );
  for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return bytes;
}
