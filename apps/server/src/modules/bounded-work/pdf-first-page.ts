import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createFairQueue } from './fair-queue.js';
import {
  JUDGE_PDF_STREAMS_SOURCE,
  MAX_PDF_STREAM_BYTES,
  MAX_PDF_TOTAL_BYTES,
  PDFJS_DOCUMENT_OPTIONS,
} from './pdf-streams.js';
import { runSandboxed, SANDBOX_PRELUDE } from './sandbox.js';

/**
 * The first page of an uploaded PDF as a small WebP picture (issue 25: a receipt's thumbnail).
 * A PDF is the uploader's and read as hostile, as its text is (media/extract-text.ts): its
 * streams judged first, then pdf.js draws the page on a canvas (@napi-rs/canvas, which pdf.js
 * loads itself in Node) in a sandboxed process of its own (sandbox.ts) with bounded memory and
 * time, one page at a time per instance, in turn per user; past that WorkBusyError.
 */

const RENDER_TIMEOUT_MS = 20_000;
const MEMORY_MB = 768;
const lane = createFairQueue({ concurrency: 1, perUser: 2, maxWaiting: 4, retryAfterSeconds: 10 });

const RENDER_SOURCE = `${JUDGE_PDF_STREAMS_SOURCE}
async function work(input) {
  const bytes = new Uint8Array(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  judgePdfStreams(bytes, input.limits);
  const pdfjs = await import(input.pdfjsUrl);
  const document = await pdfjs.getDocument({ ...input.pdfOptions, data: bytes }).promise;
  const page = await document.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const longest = Math.max(base.width, base.height);
  if (!(longest > 0)) throw new Error('unreadable: a page without size');
  const viewport = page.getViewport({ scale: input.side / longest });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  const { canvas, context } = document.canvasFactory.create(width, height);
  // Paper is white; a page that paints no background would otherwise be transparent.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  const webp = await canvas.encode('webp', input.quality);
  await document.destroy();
  return { bytes: webp, width, height };
}
`;

let pdfjsUrl: string | undefined;

export interface PagePicture {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * The PDF's first page drawn with its longest side `side` pixels, as WebP. Rejects with a
 * SandboxError when the PDF cannot be drawn (broken, a bomb, too slow or too large) and with
 * WorkBusyError when the queue is full.
 */
export async function renderPdfFirstPage(
  userId: number,
  bytes: Uint8Array,
  options: { side: number; quality: number },
): Promise<PagePicture> {
  pdfjsUrl ??= pathToFileURL(
    createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'),
  ).href;
  const input = {
    ...options,
    bytes,
    pdfjsUrl,
    pdfOptions: PDFJS_DOCUMENT_OPTIONS,
    limits: { maxPdfStreamBytes: MAX_PDF_STREAM_BYTES, maxPdfTotalBytes: MAX_PDF_TOTAL_BYTES },
  };
  const drawn = await lane.run(userId, () =>
    runSandboxed<PagePicture>(SANDBOX_PRELUDE + RENDER_SOURCE, input, {
      memoryMb: MEMORY_MB,
      timeoutMs: RENDER_TIMEOUT_MS,
      // As a document's text: below the server, so sign-ins and pages go first.
      nice: 5,
    }),
  );
  const out = drawn.bytes;
  return { ...drawn, bytes: Buffer.from(out.buffer, out.byteOffset, out.byteLength) };
}
