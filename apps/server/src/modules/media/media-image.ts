import { MEDIA_IMAGE_MAX_SIDE, type MediaMimeType } from '@portal/contract';

/** A 25 MB PNG of one colour can claim 20,000 × 20,000 pixels; decoding it would take gigabytes. */
const MAX_INPUT_PIXELS = 100_000_000;

export interface EncodedImage {
  bytes: Buffer;
  mime: MediaMimeType;
  extension: string;
  width: number;
  height: number;
}

/**
 * An uploaded image written anew: turned upright by its EXIF orientation, its longest side at
 * most MEDIA_IMAGE_MAX_SIDE, and without any metadata (sharp writes none unless asked: no
 * EXIF, GPS position, XMP). JPEG, PNG and WebP keep their type; a GIF becomes a PNG of its
 * first frame. Undefined when the bytes cannot be decoded (a broken or cut-off file).
 */
export async function reencodeImage(
  bytes: Uint8Array,
  mime: MediaMimeType,
): Promise<EncodedImage | undefined> {
  // Loaded on first use: sharp and libvips take a third of a second a start need not wait for.
  const { default: sharp } = await import('sharp');
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(MEDIA_IMAGE_MAX_SIDE, MEDIA_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      });
    const output =
      mime === 'image/jpeg'
        ? { format: pipeline.jpeg({ quality: 85 }), mime, extension: 'jpg' }
        : mime === 'image/webp'
          ? { format: pipeline.webp({ quality: 85 }), mime, extension: 'webp' }
          : { format: pipeline.png(), mime: 'image/png' as const, extension: 'png' };
    const { data, info } = await output.format.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: output.mime,
      extension: output.extension,
      width: info.width,
      height: info.height,
    };
  } catch {
    return undefined;
  }
}
