import { createRequire } from 'node:module';
import { createFairQueue, WorkBusyError } from './fair-queue.js';
import { claimedSize } from './image-size.js';
import { runSandboxed, SANDBOX_PRELUDE } from './sandbox.js';

/**
 * Every decoding of an uploaded image (a receipt for OCR, a content image, a profile picture;
 * issue 24, items 8 and 9): its size judged from its header first, then decoded and written
 * anew by sharp in a sandboxed process (sandbox.ts), one at a time per instance, in turn per
 * user. HEIC/HEIF photos (an iPhone's default) are decoded there by libheif in WebAssembly
 * (libheif-js, its wasm inlined in one file: nothing is downloaded), as sharp's prebuilt
 * libvips cannot read HEVC; the decoder turns the pixels upright itself.
 */

/**
 * The most pixels an uploaded image may claim (receipt, content image, profile picture): more
 * than any phone camera's photo, while a small PNG of one colour can claim 20,000 × 20,000,
 * which would take gigabytes to decode. Judged from the header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * Why an image was not written anew: the file's fault as far as the caller's answer goes (a
 * 422, never a 5xx). `cause` is the sandbox's error where there was one, so a caller that keeps
 * the outcome can tell a file that failed from a decoder that ran out of time on a busy machine.
 */
export class ImageRefusedError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-many-pixels',
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`image: ${detail}`, options);
  }
}

/** A sharp method and its arguments, applied in order after the image is turned upright. */
export type ImageStep =
  | ['flatten', { background: string }]
  | ['resize', number, number, Record<string, unknown>]
  | ['grayscale']
  | ['normalise', { lower: number; upper: number }]
  | ['removeAlpha']
  | ['png', Record<string, unknown>?]
  | ['jpeg', Record<string, unknown>]
  | ['webp', Record<string, unknown>];

export interface WrittenImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Two lanes, each one decode at a time per instance, at most two files of one user under way
 * and six waiting: photos of up to PHOTO_PIXELS (a phone's 12 megapixels and a bit) and larger
 * ones, which take seconds each (a PNG of 60 megapixels some 5 s) and run at a lower priority,
 * so that those never hold up an ordinary receipt or profile picture. Both lanes run below the
 * server itself (nice 5 and 10), so that neither holds up a sign-in or a page. The
 * child's memory (1 GB: a 60-megapixel HEIC's pixels, twice) and time are bounded.
 */
const PHOTO_PIXELS = 16_000_000;
const lanes = {
  photo: {
    queue: createFairQueue({ concurrency: 1, perUser: 2, maxWaiting: 6, retryAfterSeconds: 5 }),
    limits: { memoryMb: 1024, timeoutMs: 30_000, nice: 5 },
  },
  large: {
    queue: createFairQueue({ concurrency: 1, perUser: 2, maxWaiting: 6, retryAfterSeconds: 15 }),
    limits: { memoryMb: 1024, timeoutMs: 30_000, nice: 10 },
  },
};

const IMAGE_SOURCE = `
function decodeHeif(libheifPath, bytes, maxPixels) {
  const libheif = require(libheifPath);
  const images = new libheif.HeifDecoder().decode(bytes);
  const image = images.find((candidate) => candidate.is_primary()) || images[0];
  if (!image) throw new Error('unreadable: no image in the file');
  const width = image.get_width();
  const height = image.get_height();
  if (!(width > 0 && height > 0)) throw new Error('unreadable: no size');
  if (width * height > maxPixels) throw new Error('too-many-pixels: ' + width + 'x' + height);
  const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
  return new Promise((resolve, reject) => {
    image.display(target, (shown) => {
      if (!shown) return reject(new Error('unreadable: the pixels could not be decoded'));
      const rgba = Buffer.from(shown.data.buffer, shown.data.byteOffset, shown.data.length);
      resolve({ width, height, hasAlpha: Boolean(image.has_alpha_channel()), rgba });
    });
  });
}

const STEPS = ['flatten', 'resize', 'grayscale', 'normalise', 'removeAlpha', 'png', 'jpeg', 'webp'];

async function work(job) {
  const sharp = require(job.sharpPath);
  sharp.cache(false);
  sharp.concurrency(1);
  let pipeline;
  if (job.heif) {
    const { width, height, hasAlpha, rgba } = await decodeHeif(job.libheifPath, job.bytes, job.maxPixels);
    pipeline = sharp(rgba, { raw: { width, height, channels: 4 } });
    if (!hasAlpha) pipeline = pipeline.removeAlpha();
  } else {
    pipeline = sharp(job.bytes, { limitInputPixels: job.maxPixels, animated: false });
  }
  pipeline = pipeline.rotate();
  for (const [name, ...args] of job.steps) {
    if (!STEPS.includes(name)) throw new Error('unknown step ' + name);
    pipeline = pipeline[name](...args);
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
`;

let modulePaths: { sharpPath: string; libheifPath: string } | undefined;

/**
 * The image decoded, turned upright by its EXIF orientation (a HEIC by the decoder), put
 * through `steps` and encoded by the last one; sharp writes no metadata unless asked, so EXIF,
 * GPS and XMP are gone. ImageRefusedError when it claims more than `maxPixels` (judged before
 * decoding) or cannot be decoded; WorkBusyError when the queue is full.
 */
export async function writeImageAnew(
  userId: number,
  image: { bytes: Uint8Array; heif: boolean },
  options: { maxPixels: number; steps: ImageStep[] },
): Promise<WrittenImage> {
  const size = await claimedSize(image.bytes, image.heif);
  if (!size) throw new ImageRefusedError('unreadable', 'no size in the header');
  if (size.width * size.height > options.maxPixels) {
    throw new ImageRefusedError('too-many-pixels', `${size.width}x${size.height}`);
  }
  if (!modulePaths) {
    const require = createRequire(import.meta.url);
    modulePaths = {
      sharpPath: require.resolve('sharp'),
      libheifPath: require.resolve('libheif-js/wasm-bundle'),
    };
  }
  const job = { ...modulePaths, ...options, ...image };
  const lane = size.width * size.height > PHOTO_PIXELS ? lanes.large : lanes.photo;
  const written = await lane.queue
    .run(userId, () => runSandboxed<WrittenImage>(SANDBOX_PRELUDE + IMAGE_SOURCE, job, lane.limits))
    .catch((error: unknown) => {
      if (error instanceof WorkBusyError) throw error;
      const detail = String((error as Error).message);
      const reason = detail.includes('too-many-pixels') ? 'too-many-pixels' : 'unreadable';
      throw new ImageRefusedError(reason, detail, { cause: error });
    });
  const { bytes } = written;
  return { ...written, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
