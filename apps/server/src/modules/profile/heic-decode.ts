import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * HEIC/HEIF photos (an iPhone's default) decoded to RGBA pixels for sharp, whose prebuilt
 * libvips cannot read HEVC. The decoder is libheif compiled to WebAssembly (libheif-js, its
 * wasm inlined in one JavaScript file: nothing is downloaded at install or run time).
 *
 * It runs in a worker thread of its own for each photo: decoding a 12-megapixel photo takes
 * some two seconds of one core inside WebAssembly, and on the main thread every other request
 * would wait that long. One photo is decoded at a time (a 48-megapixel one needs some 600 MB),
 * and a worker that takes longer than DECODE_TIMEOUT_MS is stopped.
 *
 * The size is read from the container (the `ispe` box) before any pixel is decoded, so a small
 * file that claims 20,000 × 20,000 pixels is refused without decoding it.
 */

export interface DecodedHeic {
  width: number;
  height: number;
  hasAlpha: boolean;
  /** width × height × 4 bytes: RGBA, turned as the file's rotation and mirroring say. */
  rgba: Uint8Array;
}

/** Why a HEIC was not decoded; each is the photo's fault, never the server's. */
export class HeicDecodeError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-many-pixels' | 'timeout',
    detail: string,
  ) {
    super(`HEIC: ${detail}`);
  }
}

const DECODE_TIMEOUT_MS = 30_000;

/**
 * The worker, as plain CommonJS run from a string: the server is bundled into one file
 * (build.mjs), which a worker file of its own would not be part of. It loads libheif-js from
 * node_modules by the path the main thread resolved. libheif-js logs parse errors with
 * console.log; the worker's output is not passed on (stdout/stderr: true below).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fail = (reason, detail) => parentPort.postMessage({ ok: false, reason, detail });
try {
  const libheif = require(workerData.libheifPath);
  const decoder = new libheif.HeifDecoder();
  const images = decoder.decode(workerData.bytes);
  const image = images.find((candidate) => candidate.is_primary()) || images[0];
  if (!image) {
    fail('unreadable', 'no image in the file');
  } else {
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) {
      fail('unreadable', 'no size');
    } else if (width * height > workerData.maxPixels) {
      fail('too-many-pixels', width + 'x' + height);
    } else {
      const hasAlpha = Boolean(image.has_alpha_channel());
      const target = { data: new Uint8ClampedArray(width * height * 4), width, height };
      image.display(target, (shown) => {
        if (!shown) return fail('unreadable', 'the pixels could not be decoded');
        const rgba = new Uint8Array(shown.data.buffer, shown.data.byteOffset, shown.data.length);
        parentPort.postMessage({ ok: true, width, height, hasAlpha, rgba }, [rgba.buffer]);
      });
    }
  }
} catch (error) {
  fail('unreadable', String(error && error.message || error));
}
`;

type WorkerAnswer =
  | { ok: true; width: number; height: number; hasAlpha: boolean; rgba: Uint8Array }
  | { ok: false; reason: HeicDecodeError['reason']; detail: string };

let libheifPath: string | undefined;
/** The previous decode: the next one starts when it has ended, however it ended. */
let queue: Promise<unknown> = Promise.resolve();

function runWorker(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  libheifPath ??= createRequire(import.meta.url).resolve('libheif-js/wasm-bundle');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { libheifPath, bytes, maxPixels },
    stdout: true,
    stderr: true,
  });
  // Read and dropped, so libheif-js's log lines neither fill a buffer nor reach the server's log.
  worker.stdout.resume();
  worker.stderr.resume();
  return new Promise<DecodedHeic>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new HeicDecodeError('timeout', `not decoded within ${DECODE_TIMEOUT_MS} ms`));
      void worker.terminate();
    }, DECODE_TIMEOUT_MS);
    worker.once('message', (answer: WorkerAnswer) => {
      if (answer.ok) {
        const { width, height, hasAlpha, rgba } = answer;
        resolve({ width, height, hasAlpha, rgba });
      } else {
        reject(new HeicDecodeError(answer.reason, answer.detail));
      }
    });
    worker.once('error', (error) => reject(new HeicDecodeError('unreadable', error.message)));
    worker.once('exit', () => {
      clearTimeout(timer);
      // An exit before any answer (out of memory in WebAssembly, for one).
      reject(new HeicDecodeError('unreadable', 'the decoder stopped without an answer'));
    });
  }).finally(() => void worker.terminate());
}

/** The primary image of a HEIC/HEIF file as RGBA pixels; HeicDecodeError when it cannot be. */
export function decodeHeic(bytes: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  const decoded = queue.then(() => runWorker(bytes, maxPixels));
  queue = decoded.catch(() => undefined);
  return decoded;
}
