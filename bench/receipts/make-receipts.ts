// Receipt images with their true values, for the receipt-reading bench (issue 14 point 7,
// issue 24 item 16) and the server's OCR test fixtures. Each receipt (receipt-content.ts) is
// an SVG drawn by sharp (librsvg, the machine's DejaVu fonts), a thermal roll faded and
// creased, and then made to look like a phone photo: some taken at an angle (a keystone),
// turned up to 8 degrees, blurred, grainy, on a table, saved as JPEG. A seed makes the same
// set every time.
import sharp from 'sharp';
import {
  invoice,
  pad,
  tillReceipt,
  type Kind,
  type Random,
  type ReceiptTruth,
  type Row,
} from './receipt-content.js';

export type { ReceiptTruth };

/** mulberry32: a small seeded generator, so the set is the same on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const FONTS = [
  { family: 'DejaVu Sans Mono', weight: 'normal', width: 0.6 },
  { family: 'DejaVu Sans Mono', weight: 'bold', width: 0.6 },
  { family: 'DejaVu Sans', weight: 'normal', width: 0.62 },
  { family: 'DejaVu Sans Condensed', weight: 'normal', width: 0.55 },
  { family: 'DejaVu Serif', weight: 'normal', width: 0.62 },
  { family: 'DejaVu Sans Light', weight: 'normal', width: 0.6 },
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Characters on a line: a 58 mm or 80 mm thermal roll, a shop's printer, an A4 page. */
const LINE_CHARS: Record<Kind, number> = { thermal58: 30, thermal80: 42, till: 34, invoice: 72 };
const TABLES = ['#8a8f94', '#5d5048', '#3f4347', '#a3a7a0'];

/** The kind of the receipt at `index`: a fifth each A4 invoices, 58 mm and 80 mm thermal rolls. */
const kindOf = (index: number): Kind =>
  (['till', 'thermal80', 'thermal58', 'invoice', 'till'] as const)[index % 5]!;

/** The paper as SVG: its rows, and for a thermal roll faded print and creases. */
function paperSvg(random: Random, rows: Row[], kind: Kind) {
  const font = random.pick(FONTS);
  const size = kind === 'invoice' ? random.int(20, 24) : random.int(22, 30);
  const lineHeight = Math.round(size * 1.35);
  const width = Math.round(size * font.width * LINE_CHARS[kind] + 60);
  const textHeight = rows.length * lineHeight + 80;
  const height = kind === 'invoice' ? Math.max(textHeight, Math.round(width * 1.414)) : textHeight;
  const thermal = kind === 'thermal58' || kind === 'thermal80';
  const text = rows
    .map(({ left, right, strong, middle }, row) => {
      const y = 50 + row * lineHeight;
      const weight = strong ? 'bold' : font.weight;
      const at = (x: number, anchor: string, content: string) =>
        content &&
        `<text x="${x}" y="${y}" text-anchor="${anchor}" font-weight="${weight}">${escape(content)}</text>`;
      return [
        at(30, 'start', left),
        at(Math.round(width * (kind === 'invoice' ? 0.68 : 0.62)), 'end', middle ?? ''),
        at(width - 30, 'end', right),
      ].join('');
    })
    .join('\n');
  const ink = thermal
    ? random.pick(['555555', '6a6a6a', '7a7a7a', '8c8c8c'])
    : random.pick(['111111', '222233', '333333', '555555', '6a6a6a']);
  // A thermal roll fades in bands and is folded: a crease is a thin line with a shade beside it.
  const wear = thermal
    ? [
        `<rect x="0" y="${random.int(0, height)}" width="${width}" height="${random.int(60, 300)}" fill="#fbfaf4" opacity="${(0.15 + random.next() * 0.25).toFixed(2)}"/>`,
        ...Array.from({ length: random.int(1, 3) }, () => {
          const y1 = random.int(40, height - 40);
          const y2 = y1 + random.int(-25, 25);
          return `<path d="M0 ${y1} L${width} ${y2} L${width} ${y2 + 40} L0 ${y1 + 40} Z" fill="#000" opacity="0.07"/><path d="M0 ${y1} L${width} ${y2}" stroke="#777" stroke-width="1.5" opacity="0.5"/>`;
        }),
      ].join('\n')
    : '';
  // A phone photographs a receipt at 1.2-2.2 times this drawing's size.
  const scale = 1.2 + random.next();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#fbfaf4"/>
<g font-family="${font.family}" font-size="${size}" fill="#${ink}">
${text}
</g>
${wear}</svg>`;
}

/**
 * A photo taken at an angle: the far (top) edge narrower than the near one by `narrower` of
 * the width, as a keystone. Pixels from outside the picture are the table's.
 */
function keystone(
  image: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
  narrower: number,
  table: number[],
) {
  const { data, info } = image;
  const { width, height, channels } = info;
  const out = Buffer.alloc(data.length);
  const centre = (width - 1) / 2;
  for (let y = 0; y < height; y++) {
    const factor = 1 - narrower * (1 - y / (height - 1));
    for (let x = 0; x < width; x++) {
      const source = Math.round(centre + (x - centre) / factor);
      const at = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) {
        out[at + c] =
          source < 0 || source >= width ? table[c]! : data[(y * width + source) * channels + c]!;
      }
    }
  }
  return { data: out, info };
}

/** The receipt as a photo: JPEG bytes. */
export async function drawReceipt(random: Random, index: number, grain = true) {
  const kind = kindOf(index);
  const { rows, truth } =
    kind === 'invoice' ? invoice(random, index) : tillReceipt(random, index, kind);
  const paper = paperSvg(random, rows, kind);
  const table = random.pick(TABLES);
  const tableRgb = [1, 3, 5].map((at) => parseInt(table.slice(at, at + 2), 16));
  const flat = await sharp(Buffer.from(paper))
    .flatten({ background: '#fbfaf4' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: table })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A third of the photos taken at an angle: the far edge up to 12 % narrower.
  const slanted =
    random.next() < 0.35 ? keystone(flat, 0.04 + random.next() * 0.08, tableRgb) : flat;
  const angle = (random.next() - 0.5) * 16; // up to 8 degrees either way
  const turned = await sharp(slanted.data, { raw: slanted.info })
    .rotate(angle, { background: table })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: table })
    .blur(0.3 + random.next() * 0.9)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain: every pixel a little lighter or darker, as a phone's sensor in indoor light.
  const { data, info } = turned;
  const strength = grain ? random.int(10, 28) : 0;
  for (let i = 0; strength && i < data.length; i++) {
    data[i] = Math.max(0, Math.min(255, data[i]! + (random.next() - 0.5) * strength));
  }
  // A shadow over part of the receipt (a hand or the phone), darker towards one side.
  const shadow = grain ? random.next() * 0.45 : 0;
  const row = info.width * info.channels;
  for (let i = 0; shadow && i < data.length; i++) {
    const x = (i % row) / row;
    data[i] = Math.round(data[i]! * (1 - shadow * x));
  }
  const jpeg = await sharp(data, { raw: info })
    .jpeg({ quality: random.int(70, 88) })
    .toBuffer();
  return { jpeg, truth, angle };
}

/** `count` receipts from `seed` (without grain for files to keep small). */
export async function makeReceipts(count: number, seed = 14, grain = true) {
  const random = seeded(seed);
  const receipts: Array<{ jpeg: Buffer; truth: ReceiptTruth; angle: number }> = [];
  for (let index = 0; index < count; index++) {
    const { jpeg, truth, angle } = await drawReceipt(random, index, grain);
    receipts.push({ jpeg, angle, truth: { file: `receipt-${pad(index + 1)}.jpg`, ...truth } });
  }
  return receipts;
}
