import { PROFILE_PICTURE_HEIC_TYPES } from '@portal/contract';
import { decodeHeic } from '../profile/heic-decode.js';

/** More than any phone's photo; a small file claiming more is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
/**
 * The longest side OCR gets. A receipt's letters are then some 25-40 pixels high, which
 * Tesseract reads well; more pixels only cost time.
 */
const OCR_SIDE = 2000;

const HEIC: readonly string[] = PROFILE_PICTURE_HEIC_TYPES;

/**
 * A receipt photo as Tesseract reads it best: upright by its EXIF orientation, grey, contrast
 * stretched, at most OCR_SIDE pixels, as a PNG. Undefined when the image cannot be decoded:
 * such a receipt gets no suggestions (it was refused or stored on its own merits).
 */
export async function prepareForOcr(
  bytes: Uint8Array,
  mimeType: string,
): Promise<Buffer | undefined> {
  // Loaded on first use, as the profile picture does: a start need not wait for libvips.
  const { default: sharp } = await import('sharp');
  try {
    let input;
    if (HEIC.includes(mimeType)) {
      // sharp's prebuilt libvips cannot read HEVC; the decoder turns the pixels upright itself.
      const { width, height, rgba } = await decodeHeic(bytes, MAX_INPUT_PIXELS);
      input = sharp(rgba, { raw: { width, height, channels: 4 } });
    } else {
      input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    }
    return await input
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(OCR_SIDE, OCR_SIDE, { fit: 'inside', withoutEnlargement: true })
      .grayscale()
      // The darkest print to black, the paper (its brightest 1 %) to white. Not the default 1 %
      // at the dark end: a receipt is mostly paper, so its darkest 1 % is often the paper's
      // grain, which would be stretched into a texture that OCR reads as letters.
      .normalise({ lower: 0, upper: 99 })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    return undefined;
  }
}
