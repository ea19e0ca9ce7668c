import { PROFILE_PICTURE_HEIC_TYPES } from '@portal/contract';
import type { Readable } from 'node:stream';
import { WorkBusyError } from '../bounded-work/fair-queue.js';
import { ImageRefusedError, MAX_IMAGE_PIXELS, writeImageAnew } from '../bounded-work/image-work.js';
import { renderPdfFirstPage } from '../bounded-work/pdf-first-page.js';
import { SandboxError } from '../bounded-work/sandbox.js';
import type { FileStorage } from './storage.js';
import type { StoredThumbnail, ThumbnailRepository } from './thumbnail-repository.js';

/**
 * The longest side of a receipt's thumbnail in pixels: the screens show it at most 160 CSS
 * pixels wide, so this is sharp on a screen of three device pixels per CSS pixel.
 */
export const THUMBNAIL_SIDE = 480;
export const THUMBNAIL_TYPE = 'image/webp';
const QUALITY = 72;
const HEIC: readonly string[] = PROFILE_PICTURE_HEIC_TYPES;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Whether a failure to draw is the file's own (broken, a bomb, too many pixels: the decoder
 * answered so), and so worth remembering. A decoder that ran out of time or ended without an
 * answer may have met a busy machine, and a store that failed to read may answer next time:
 * those are tried again on the next view.
 */
function isTheFilesFault(error: unknown): boolean {
  const sandbox = error instanceof ImageRefusedError ? (error.cause ?? error) : error;
  if (sandbox instanceof SandboxError) return sandbox.reason === 'failed';
  return sandbox instanceof ImageRefusedError;
}

interface ReceiptFile {
  id: number;
  mimeType: string;
  storageKey: string;
}

/**
 * Receipt thumbnails (issue 25 item 5): made on a receipt's first view, never in the server's
 * process (a photo is decoded and a PDF's first page drawn by the bounded work, in sandboxed
 * processes, in turn per user), and kept once per file, so a view never draws it again.
 * Whoever asks has passed the receipt's own access check (receipt-service.ts).
 */
export function createReceiptThumbnails(deps: { repo: ThumbnailRepository; storage: FileStorage }) {
  /** Per file, the thumbnail being made: viewers asking meanwhile wait for the same one. */
  const making = new Map<number, Promise<StoredThumbnail>>();

  async function draw(file: ReceiptFile, viewerId: number): Promise<Buffer> {
    const bytes = await bytesOf(deps.storage.open(file.storageKey));
    if (file.mimeType === 'application/pdf') {
      return (await renderPdfFirstPage(viewerId, bytes, { side: THUMBNAIL_SIDE, quality: QUALITY }))
        .bytes;
    }
    const image = await writeImageAnew(
      viewerId,
      { bytes, heif: HEIC.includes(file.mimeType) },
      {
        maxPixels: MAX_IMAGE_PIXELS,
        steps: [
          ['flatten', { background: '#ffffff' }],
          ['resize', THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true }],
          ['webp', { quality: QUALITY }],
        ],
      },
    );
    return image.bytes;
  }

  async function make(file: ReceiptFile, viewerId: number): Promise<StoredThumbnail> {
    let bytes: Buffer | null;
    try {
      bytes = await draw(file, viewerId);
    } catch (error) {
      // A full queue is nobody's fault: asked again later, it is made then.
      if (error instanceof WorkBusyError) throw error;
      // Bytes gone from the store: the receipt's own route answers that (404), kept nothing.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      // Not drawn this time; remembered only when the file itself is to blame.
      if (!isTheFilesFault(error)) return { mimeType: THUMBNAIL_TYPE, bytes: null };
      bytes = null;
    }
    const thumbnail = { mimeType: THUMBNAIL_TYPE, bytes };
    await deps.repo.save(file.id, thumbnail);
    return thumbnail;
  }

  return {
    /** The file's thumbnail, made now if it has none yet. WorkBusyError when the queue is full. */
    async of(file: ReceiptFile, viewerId: number): Promise<StoredThumbnail> {
      const stored = await deps.repo.find(file.id);
      if (stored) return stored;
      let pending = making.get(file.id);
      if (!pending) {
        pending = make(file, viewerId).finally(() => making.delete(file.id));
        making.set(file.id, pending);
      }
      return pending;
    },
  };
}

export type ReceiptThumbnails = ReturnType<typeof createReceiptThumbnails>;
