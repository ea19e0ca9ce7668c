import {
  MEDIA_BUSY_MESSAGE,
  MEDIA_INVALID_TYPE_MESSAGE,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
  type MediaMimeType,
  type MediaUpdate,
  type MediaUploadFields,
  type WpMedia,
} from '@portal/contract';
import { WpHttpError } from '../../http/errors.js';
import { busyAnswer } from '../bounded-work/busy-answer.js';
import { WorkBusyError } from '../bounded-work/fair-queue.js';
import type { UploadedFile } from '../../http/multipart.js';
import type { IntranetFileLinks } from '../files/file-links.js';
import type { FileStorage } from '../files/storage.js';
import { withStoredBytes } from '../files/stored-bytes.js';
import { extractText } from './extract-text.js';
import { reencodeImage } from './media-image.js';
import { judgeMediaType } from './media-type.js';
import type { AuthenticatedUser } from '../auth/service.js';
import type { MediaRepository, StoredMedia } from './repository.js';

export const invalidMediaType = () =>
  new WpHttpError(415, 'rest_upload_invalid_type', MEDIA_INVALID_TYPE_MESSAGE);
export const mediaTooLarge = () =>
  new WpHttpError(413, 'rest_upload_file_too_big', MEDIA_TOO_LARGE_MESSAGE);

/** Those who change any content file; others (the beheerder) only their own uploads. */
const EDITS_ANY_FILE = ['administrator', 'editor'];
const MAX_ID = 2_147_483_647;

/** "Reglement (def).PDF" → "Reglement (def)": the default title and the stored name's stem. */
export function stemOf(name: string): string {
  const base = name.replace(/^.*[\\/]/, '').trim();
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return (stem || 'bestand').slice(0, 200);
}

/** The bytes to store and what to record with them. */
export interface PreparedMedia {
  bytes: Uint8Array;
  mime: WpMedia['mime_type'];
  extension: string;
  width?: number;
  height?: number;
  text?: string;
}

/**
 * When the image or text queue is full (issue 24, item 8) the upload is refused with 503 and
 * Retry-After and nothing is stored: the uploader is there to send it again in a moment, and a
 * file stored without its text would stay unfindable by search.
 */
export async function prepareMedia(userId: number, upload: UploadedFile): Promise<PreparedMedia> {
  if (upload.bytes.length > MEDIA_MAX_BYTES) throw mediaTooLarge();
  const type = await judgeMediaType(upload.bytes);
  if (!type) throw invalidMediaType();
  try {
    if (type.image) {
      const image = await reencodeImage(userId, upload.bytes, type.mime);
      if (!image) throw invalidMediaType();
      return image;
    }
    const text = type.text ? await extractText(userId, type.text, upload.bytes) : undefined;
    return { bytes: upload.bytes, mime: type.mime, extension: type.extension, text };
  } catch (error) {
    if (!(error instanceof WorkBusyError)) throw error;
    throw busyAnswer('rest_upload_busy', MEDIA_BUSY_MESSAGE, error.retryAfterSeconds);
  }
}

/**
 * POST /wp/v2/media: a file for content (docs/file-access.md: kind `content`, owned by the
 * uploader, readable by every colleague once published content names it). Checked, re-encoded
 * and its text read before anything is stored; then the bytes and the row in one step, so a
 * refused or failed upload leaves nothing behind.
 */
export function createMediaService(deps: {
  repo: MediaRepository;
  storage: FileStorage;
  links: IntranetFileLinks;
  now: () => Date;
}) {
  return {
    async upload(
      userId: number,
      uploads: UploadedFile[],
      fields: MediaUploadFields,
    ): Promise<WpMedia> {
      const [upload] = uploads;
      if (!upload) {
        throw new WpHttpError(400, 'rest_upload_no_data', 'Kies een bestand om te uploaden.');
      }
      const prepared = await prepareMedia(userId, upload);
      const stem = stemOf(upload.name);
      const title = fields.title || stem;
      const filename = `${stem}.${prepared.extension}`;
      const image = prepared.width !== undefined;
      const altText = image ? (fields.alt_text ?? '') : '';
      const { id, date } = await withStoredBytes(deps.storage, [prepared.bytes], ([key]) =>
        deps.repo.insert({
          ownerId: userId,
          title,
          altText,
          originalName: filename,
          mimeType: prepared.mime,
          size: prepared.bytes.length,
          storageKey: key!,
          text: prepared.text,
        }),
      );
      return {
        id,
        date,
        type: 'attachment',
        title: { rendered: title },
        author: userId,
        alt_text: altText,
        media_type: image ? 'image' : 'file',
        mime_type: prepared.mime,
        source_url: deps.links.view(id, userId, deps.now().getTime()),
        media_details: {
          filesize: prepared.bytes.length,
          ...(image ? { width: prepared.width, height: prepared.height } : {}),
        },
        filename,
        text_extracted: Boolean(prepared.text),
      };
    },

    /** POST /wp/v2/media/{id}: a new title or alt text of a content file. */
    async update(user: AuthenticatedUser, id: number, change: MediaUpdate): Promise<WpMedia> {
      const notFound = () =>
        new WpHttpError(404, 'rest_post_invalid_id', 'Dit bestand bestaat niet.');
      if (id < 1 || id > MAX_ID) throw notFound();
      const editsAny = user.roles.some((role) => EDITS_ANY_FILE.includes(role));
      const stored = await deps.repo.update(
        id,
        user.id,
        { title: change.title, altText: change.alt_text },
        (ownerId) => editsAny || ownerId === user.id,
      );
      if (stored === undefined) throw notFound();
      if (stored === 'forbidden') {
        throw new WpHttpError(403, 'rest_cannot_edit', 'Je mag dit bestand niet wijzigen.');
      }
      return presentStored(stored, deps.links.view(id, user.id, deps.now().getTime()));
    },
  };
}

/** A stored file in the media shape (its image size is not kept, so not given). */
function presentStored(file: StoredMedia, sourceUrl: string): WpMedia {
  const image = file.mimeType.startsWith('image/');
  return {
    id: file.id,
    date: file.date,
    type: 'attachment',
    title: { rendered: file.title },
    author: file.ownerId ?? 0,
    alt_text: file.altText,
    media_type: image ? 'image' : 'file',
    mime_type: file.mimeType as MediaMimeType,
    source_url: sourceUrl,
    media_details: { filesize: file.size },
    filename: file.originalName,
    text_extracted: file.textExtracted,
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
