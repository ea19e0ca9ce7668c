import { MEDIA_IMAGE_MAX_SIDE, type MediaMimeType } from '@portal/contract';
import {
  ImageRefusedError,
  MAX_IMAGE_PIXELS,
  writeImageAnew,
  type ImageStep,
} from '../bounded-work/image-work.js';

export interface EncodedImage {
  bytes: Buffer;
  mime: MediaMimeType;
  extension: string;
  width: number;
  height: number;
}

/**
 * An uploaded image written anew: turned upright by its EXIF orientation, its longest side at
 * most MEDIA_IMAGE_MAX_SIDE, and without any metadata (no EXIF, GPS position, XMP). JPEG, PNG
 * and WebP keep their type; a GIF becomes a PNG of its first frame. Decoded out of the server
 * (../bounded-work/image-work.ts). Undefined when the bytes cannot be decoded (a broken or
 * cut-off file) or claim more than MAX_IMAGE_PIXELS; WorkBusyError passes through.
 */
export async function reencodeImage(
  userId: number,
  bytes: Uint8Array,
  mime: MediaMimeType,
): Promise<EncodedImage | undefined> {
  const output: { step: ImageStep; mime: MediaMimeType; extension: string } =
    mime === 'image/jpeg'
      ? { step: ['jpeg', { quality: 85 }], mime, extension: 'jpg' }
      : mime === 'image/webp'
        ? { step: ['webp', { quality: 85 }], mime, extension: 'webp' }
        : { step: ['png', {}], mime: 'image/png', extension: 'png' };
  try {
    const image = await writeImageAnew(
      userId,
      { bytes, heif: false },
      {
        maxPixels: MAX_IMAGE_PIXELS,
        steps: [
          [
            'resize',
            MEDIA_IMAGE_MAX_SIDE,
            MEDIA_IMAGE_MAX_SIDE,
            { fit: 'inside', withoutEnlargement: true },
          ],
          output.step,
        ],
      },
    );
    return { ...image, mime: output.mime, extension: output.extension };
  } catch (error) {
    if (error instanceof ImageRefusedError) return undefined;
    throw error;
  }
}
