/**
 * The size an image claims in its header, read without decoding a pixel (issue 24, item 9), so
 * a small file that claims tens of megapixels is refused before any decoder sizes its buffers
 * by that claim.
 */

export interface ClaimedSize {
  width: number;
  height: number;
}

/**
 * A HEIC/HEIF's size from its `ispe` boxes (image spatial extent: 'ispe', version and flags,
 * then width and height as 32-bit numbers). The largest one counts: a grid's tiles, a
 * thumbnail and the primary image each have one, and libheif sizes the primary by its own.
 */
function heifSize(bytes: Uint8Array): ClaimedSize | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let largest: ClaimedSize | undefined;
  for (let at = view.indexOf('ispe'); at >= 4; at = view.indexOf('ispe', at + 4)) {
    if (at + 16 > view.length || view.readUInt32BE(at - 4) < 20) continue;
    const width = view.readUInt32BE(at + 8);
    const height = view.readUInt32BE(at + 12);
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest;
}

/** The claimed size, or undefined when the header cannot be read (not an image we know). */
export async function claimedSize(
  bytes: Uint8Array,
  heif: boolean,
): Promise<ClaimedSize | undefined> {
  if (heif) return heifSize(bytes);
  // sharp's metadata() reads the header only (libvips opens the file lazily).
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(bytes, {
      animated: false,
      limitInputPixels: false,
    }).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
