import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureSkew, straighten } from '../../src/modules/receipt-reading/straighten.js';

/** Ten lines of print on paper on a darker table, turned `degrees` clockwise, as a grey PNG. */
async function printedPage(degrees: number): Promise<Buffer> {
  const rows = Array.from(
    { length: 10 },
    (_, row) =>
      `<text x="30" y="${60 + row * 40}">Regel ${row + 1} koffie</text><text x="570" y="${60 + row * 40}" text-anchor="end">${row + 3},${row}5</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="480"><rect width="100%" height="100%" fill="#fbfaf4"/><g font-family="DejaVu Sans" font-size="26" fill="#222">${rows}</g></svg>`;
  return sharp(Buffer.from(svg))
    .rotate(degrees, { background: '#707070' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#707070' })
    .grayscale()
    .png()
    .toBuffer();
}

describe('straightening a receipt photo (issue 24 item 16)', () => {
  it.each([-8, -3.5, 0, 5, 8])('finds a turn of %d degrees', async (degrees) => {
    const { angle } = await measureSkew(await printedPage(degrees));
    expect(Math.abs(angle - degrees)).toBeLessThanOrEqual(0.3);
  });

  it('turns the photo straight and cuts away the table', async () => {
    const turned = await printedPage(7);
    const straight = await straighten(turned);
    expect(Math.abs((await measureSkew(straight)).angle)).toBeLessThanOrEqual(0.3);
    const before = await sharp(turned).metadata();
    const after = await sharp(straight).metadata();
    expect(after.width * after.height).toBeLessThan(before.width * before.height * 0.8);
  });

  it('leaves an image without lines of print as it is', async () => {
    const grey = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    expect((await measureSkew(grey)).angle).toBe(0);
    expect(await straighten(Buffer.from('no image'))).toEqual(Buffer.from('no image'));
  });
});
