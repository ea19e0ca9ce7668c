import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Grey, Point } from '../../src/modules/receipt-reading/homography.js';
import { paperCorners } from '../../src/modules/receipt-reading/paper-corners.js';
import { straighten } from '../../src/modules/receipt-reading/straighten.js';

const TABLE = 0x70;
const [PAPER_WIDTH, PAPER_HEIGHT, AROUND] = [600, 480, 60];

/** Ten lines of print on a paper with `around` pixels of darker table on each side, grey. */
async function flatPhoto(around = AROUND): Promise<Grey> {
  const rows = Array.from(
    { length: 10 },
    (_, row) =>
      `<text x="30" y="${60 + row * 40}">Regel ${row + 1} koffie</text><text x="570" y="${60 + row * 40}" text-anchor="end">${row + 3},${row}5</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PAPER_WIDTH}" height="${PAPER_HEIGHT}"><rect width="100%" height="100%" fill="#fbfaf4"/><g font-family="DejaVu Sans" font-size="26" fill="#222">${rows}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .extend({ top: around, bottom: around, left: around, right: around, background: '#707070' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The photo taken at an angle as the bench draws one: each row narrowed towards the centre,
 * the top edge by `narrower` of the width, the bottom not at all (lines stay level).
 */
function keystone({ data, width, height }: Grey, narrower: number) {
  const out = new Uint8Array(data.length);
  const centre = (width - 1) / 2;
  const factor = (y: number) => 1 - narrower * (1 - y / (height - 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const source = Math.round(centre + (x - centre) / factor(y));
      out[y * width + x] = source < 0 || source >= width ? TABLE : data[y * width + source]!;
    }
  }
  const at = (x: number, y: number): Point => ({ x: centre + (x - centre) * factor(y), y });
  const [left, top] = [AROUND, AROUND];
  const [right, bottom] = [AROUND + PAPER_WIDTH - 1, AROUND + PAPER_HEIGHT - 1];
  return {
    image: { data: out, width, height },
    corners: [at(left, top), at(right, top), at(right, bottom), at(left, bottom)],
  };
}

const png = ({ data, width, height }: Grey) =>
  sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();

const length = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('a receipt photographed at an angle (issue 24 item 16)', () => {
  it('finds the four corners of the paper within two pixels', async () => {
    const { image, corners } = keystone(await flatPhoto(), 0.12);
    const found = paperCorners(image, 180);
    expect(found).not.toBeNull();
    found!.forEach((corner, i) => {
      expect(Math.abs(corner.x - corners[i]!.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(corner.y - corners[i]!.y)).toBeLessThanOrEqual(2);
    });
  });

  it('trusts no corners of a paper that runs off the photo', async () => {
    const { image } = keystone(await flatPhoto(0), 0.12);
    expect(paperCorners(image, 180)).toBeNull();
  });

  it('warps the paper back to a rectangle of its true proportions', async () => {
    const { image } = keystone(await flatPhoto(), 0.12);
    const straight = await sharp(await straighten(await png(image)))
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const out = { data: straight.data, width: straight.info.width, height: straight.info.height };
    const corners = paperCorners(out, 128);
    expect(corners).not.toBeNull();
    const [topLeft, topRight, bottomRight, bottomLeft] = corners!;
    const [top, bottom] = [length(topLeft!, topRight!), length(bottomLeft!, bottomRight!)];
    // Before the warp the top edge is 12 % shorter than the bottom one.
    expect(Math.abs(top - bottom)).toBeLessThan(bottom * 0.01);
    const height = length(topLeft!, bottomLeft!);
    expect(Math.abs(bottom / height - PAPER_WIDTH / PAPER_HEIGHT)).toBeLessThan(0.03);
  });
});
