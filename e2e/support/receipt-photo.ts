import sharp from 'sharp';

/**
 * A receipt as a phone photographs it: 4032 × 3024 pixels of grainy JPEG (some 4 MB), stored
 * on its side with EXIF orientation 6 ("turn 90° clockwise to show"), as phones store
 * portrait photos. The browser must scale it down and turn it upright before upload, or the
 * server reads a receipt lying on its side.
 */
export async function receiptPhoto(lines: Array<[string, string]>): Promise<Buffer> {
  const [width, height] = [3024, 4032];
  const rows = lines
    .map(
      ([left, right], index) =>
        `<text x="260" y="${600 + index * 170}">${left}</text>` +
        `<text x="${width - 260}" y="${600 + index * 170}" text-anchor="end">${right}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#f4f2ea"/>
<g font-family="DejaVu Sans Mono" font-size="110" fill="#222">${rows}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(-90) // stored on its side; the EXIF tag says how to turn it back
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Grain, as a phone's sensor indoors: it also keeps the JPEG large, like a real photo.
  let seed = 7;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = Math.max(0, Math.min(255, data[i]! + (((seed >>> 16) % 17) - 8)));
  }
  return sharp(data, { raw: info })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
