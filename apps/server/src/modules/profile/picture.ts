import {
  PROFILE_PICTURE_BUSY_MESSAGE,
  PROFILE_PICTURE_HEIC_TYPES,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MIME_TYPES,
  PROFILE_PICTURE_SIZE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_UNREADABLE_MESSAGE,
  PROFILE_PICTURE_WRONG_TYPE_MESSAGE,
} from '@portal/contract';
import { unprocessable } from '../../http/errors.js';
import { busyAnswer } from '../bounded-work/busy-answer.js';
import { WorkBusyError } from '../bounded-work/fair-queue.js';
import { MAX_IMAGE_PIXELS, writeImageAnew } from '../bounded-work/image-work.js';
import { sniffMimeType } from '../files/sniff-type.js';

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
 * unless asked, so EXIF (camera, GPS position, time), XMP and IPTC are gone. It is decoded out
 * of the server, in turn per user (../bounded-work/image-work.ts); when that queue is full the
 * answer is 503 with Retry-After and nothing changes.
 */
export async function processProfilePicture(
  userId: number,
  bytes: Uint8Array,
): Promise<ProcessedPicture> {
  if (bytes.length > PROFILE_PICTURE_MAX_BYTES) {
    throw unprocessable('picture_too_large', PROFILE_PICTURE_TOO_LARGE_MESSAGE);
  }
  const type = await sniffMimeType(bytes);
  if (!type || !ACCEPTED.includes(type)) {
    throw unprocessable('picture_invalid_type', PROFILE_PICTURE_WRONG_TYPE_MESSAGE);
  }
  try {
    const picture = await writeImageAnew(
      userId,
      // sharp's prebuilt libvips reads AVIF but not HEIC (HEVC): libheif decodes those.
      { bytes, heif: HEIC.includes(type) },
      {
        maxPixels: MAX_IMAGE_PIXELS,
        steps: [
          [
            'resize',
            PROFILE_PICTURE_SIZE,
            PROFILE_PICTURE_SIZE,
            { fit: 'cover', position: 'attention' },
          ],
          ['webp', { quality: 82 }],
        ],
      },
    );
    return { bytes: picture.bytes, mimeType: 'image/webp' };
  } catch (error) {
    if (error instanceof WorkBusyError) {
      throw busyAnswer('picture_busy', PROFILE_PICTURE_BUSY_MESSAGE, error.retryAfterSeconds);
    }
    // A broken or cut-off file, or one of more pixels than MAX_IMAGE_PIXELS: the photo, not
    // the server.
    throw unprocessable('picture_unreadable', PROFILE_PICTURE_UNREADABLE_MESSAGE);
  }
}
