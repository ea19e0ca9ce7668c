import { PROFILE_PICTURE_HEIC_TYPES } from '@portal/contract';
import { ImageRefusedError, MAX_IMAGE_PIXELS, writeImageAnew } from '../bounded-work/image-work.js';
/**
 * The longest side OCR gets. A receipt's letters are then some 25-40 pixels high, which
 * Tesseract reads well; more pixels only cost time.
 */
const OCR_SIDE = 2000;

const HEIC: readonly string[] = PROFILE_PICTURE_HEIC_TYPES;

/**
 * A receipt photo as Tesseract reads it best: upright by its EXIF orientation, grey, contrast
 * stretched, at most OCR_SIDE pixels, as a PNG. Decoded out of the server, in turn per user
 * (../bounded-work/image-work.ts). Undefined when the image cannot be decoded or claims more
 * than MAX_IMAGE_PIXELS: such a receipt gets no suggestions (it was refused or stored on its
 * own merits). WorkBusyError passes through for the route to answer 503.
 */
export async function prepareForOcr(
  userId: number,
  bytes: Uint8Array,
  mimeType: string,
): Promise<Buffer | undefined> {
  try {
    const image = await writeImageAnew(
      userId,
      { bytes, heif: HEIC.includes(mimeType) },
      {
        maxPixels: MAX_IMAGE_PIXELS,
        steps: [
          ['flatten', { background: '#ffffff' }],
          ['resize', OCR_SIDE, OCR_SIDE, { fit: 'inside', withoutEnlargement: true }],
          ['grayscale'],
          // The darkest print to black, the paper (its brightest 1 %) to white. Not the default
          // 1 % at the dark end: a receipt is mostly paper, so its darkest 1 % is often the
          // paper's grain, which would be stretched into a texture that OCR reads as letters.
          ['normalise', { lower: 0, upper: 99 }],
          ['png', { compressionLevel: 1 }],
        ],
      },
    );
    return image.bytes;
  } catch (error) {
    if (error instanceof ImageRefusedError) return undefined;
    throw error;
  }
}
