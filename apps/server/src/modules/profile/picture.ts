import {
  PROFILE_PICTURE_HEIC_TYPES,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
  PROFILE_PICTURE_SIZE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_UNREADABLE_MESSAGE,
  PROFILE_PICTURE_WRONG_TYPE_MESSAGE,
} from '@portal/contract';
import type Sharp from 'sharp';
import { unprocessable } from '../../http/errors.js';
import { sniffMimeType } from '../files/sniff-type.js';
import { decodeHeic } from './heic-decode.js';

/**
 * A 5 MB PNG of one colour can claim 20,000 × 20,000 pixels; decoding it would take gigabytes.
 * 60 megapixels is more than any phone camera's photo.
 */
const MAX_INPUT_PIXELS = 60_000_000;

const ACCEPTED: readonly string[] = PROFILE_PICTURE_MIME_TYPES;
const HEIC: readonly string[] = PROFILE_PICTURE_HEIC_TYPES;

/** A picture ready to store: always a square WebP, whatever was uploaded. */
export interface ProcessedPicture {
  bytes: Buffer;
  mimeType: 'image/webp';
}

/**
 * Turns an uploaded photo into the stored profile picture. The type is judged by the bytes,
 * never by the name or the sent content type. The photo is turned upright by its EXIF
 * orientation, cut to a square around what draws the eye (sharp's attention strategy finds a
 * face more often than the centre does), and written as a new WebP: sharp writes no metadata
 * unless asked, so EXIF (camera, GPS position, time), XMP and IPTC are gone.
 */
export async function processProfilePicture(bytes: Uint8Array): Promise<ProcessedPicture> {
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) {
    throw unprocessable('picture_too_large', PROFILE_PICTURE_TOO_LARGE_MESSAGE);
  }
  const type = await sniffMimeType(bytes);
  if (!type || !ACCEPTED.includes(type)) {
    throw unprocessable('picture_invalid_type', PROFILE_PICTURE_WRONG_TYPE_MESSAGE);
  }
  // Loaded on first use: sharp and libvips take a third of a second, which a start need not wait for.
  const { default: sharp } = await import('sharp');
  try {
    // sharp's prebuilt libvips reads AVIF but not HEIC (HEVC): those come in as decoded pixels.
    const input = HEIC.includes(type)
      ? await heicPixels(bytes, sharp)
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const output = await input
      .rotate()
      .resize(PROFILE_PICTURE_SIZE, PROFILE_PICTURE_SIZE, {
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, mimeType: 'image/webp' };
  } catch {
    // A broken or cut-off file, or one of more pixels than MAX_INPUT_PIXELS: the photo, not
    // the server.
    throw unprocessable('picture_unreadable', PROFILE_PICTURE_UNREADABLE_MESSAGE);
  }
}

/**
 * A HEIC's pixels as a sharp pipeline. The decoder reads the size from the container and
 * refuses more than MAX_INPUT_PIXELS before decoding; it applies the file's rotation and
 * mirroring itself, and raw pixels carry no EXIF, so rotate() after it changes nothing.
 */
async function heicPixels(bytes: Uint8Array, sharp: typeof Sharp) {
  const { width, height, hasAlpha, rgba } = await decodeHeic(bytes, MAX_INPUT_PIXELS);
  const pixels = sharp(rgba, { raw: { width, height, channels: 4 } });
  return hasAlpha ? pixels : pixels.removeAlpha();
}
