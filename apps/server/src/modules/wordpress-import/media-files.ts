import { MEDIA_MAX_BYTES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { files, fileTexts } from '../../db/schema.js';
import { prepareMedia, stemOf, type PreparedMedia } from '../media/service.js';
import { removeStoredBytes } from '../files/stored-bytes.js';
import { fingerprintOf, importItem, reasonOf, type ImportContext } from './context.js';
import { objectOf, plainTitle, rawOf, textOf } from './wp-fields.js';

/** An attachment of the media library, as the importer needs it. */
export interface WpMediaItem {
  id: number;
  title: string;
  url: string;
  altText: string;
  modified: string;
  /** Every address the file is known by (the original and its resized copies). */
  urls: string[];
}

/** Queue id for the bounded image and text work: the importer takes its turn as one user. */
export const IMPORTER_WORK_ID = 0;

/**
 * The media library of the site, read once (only the fields used), and its files brought over
 * when something of ours names them: a content file (kind `content`, text extracted for search
 * as on upload) per attachment, made once per run and kept in step with WordPress by the
 * attachment's fingerprint (address and modification time).
 */
export class MediaFiles {
  private readonly byId = new Map<number, WpMediaItem>();
  private readonly byUrl = new Map<string, number>();
  private readonly pending = new Map<number, Promise<number | undefined>>();

  constructor(private readonly ctx: ImportContext) {}

  async load(): Promise<void> {
    const { ctx } = this;
    ctx.progress.start('media library', 0);
    for await (const page of ctx.wp.all<Record<string, unknown>>('wp/v2/media', {
      _fields: 'id,title,source_url,alt_text,modified_gmt,media_details',
    })) {
      ctx.progress.grow('media library', page.total);
      for (const raw of page.items) {
        const item = mediaItemOf(raw);
        if (!item) continue;
        this.byId.set(item.id, item);
        for (const url of item.urls) this.byUrl.set(urlKey(url), item.id);
      }
      ctx.progress.tick('media library', page.items.length);
    }
    ctx.progress.finish('media library');
  }

  item(wpId: number): WpMediaItem | undefined {
    return this.byId.get(wpId);
  }

  /** The attachment an address of the old site points to (any of its sizes). */
  idOfUrl(url: string): number | undefined {
    return this.byUrl.get(urlKey(url));
  }

  /**
   * Our content file for an attachment: imported (or updated) now when needed, undefined with a
   * report line when it cannot be (deleted, file gone, refused type). `usedBy` names the item
   * that needs it for that line.
   */
  contentFile(wpId: number, usedBy: { kind: string; wpId: number; title: string }) {
    let result = this.pending.get(wpId);
    if (!result) {
      result = this.importContentFile(wpId);
      this.pending.set(wpId, result);
    }
    return result.then((id) => {
      if (id === undefined && !this.ctx.dryRun) {
        const what = this.byId.has(wpId) ? 'could not be imported' : 'is not in the media library';
        this.ctx.report.note(
          usedBy.kind,
          usedBy.wpId,
          usedBy.title,
          `file ${wpId} ${what}; left out`,
        );
      }
      return id;
    });
  }

  private async importContentFile(wpId: number): Promise<number | undefined> {
    const { ctx } = this;
    const item = this.byId.get(wpId);
    if (!item) return undefined;
    const fingerprint = fingerprintOf([item.url, item.modified]);
    const known = ctx.map.get('media', wpId);
    if (known?.fingerprint === fingerprint || ctx.dryRun) {
      await importItem(ctx, {
        kind: 'media',
        wpId,
        title: item.title,
        fingerprint,
        write: async () => undefined,
      });
      return known?.ourId ?? (ctx.dryRun ? -wpId : undefined);
    }
    let prepared: PreparedMedia;
    try {
      const bytes = await ctx.wp.download(item.url, MEDIA_MAX_BYTES);
      prepared = await prepareMedia(IMPORTER_WORK_ID, { bytes, name: fileNameOf(item.url) });
    } catch (error) {
      ctx.report.skip('media', wpId, item.title, reasonOf(error));
      return undefined;
    }
    const storageKey = await ctx.storage.put(prepared.bytes);
    let replacedKey: string | undefined;
    const row = {
      title: item.title || stemOf(fileNameOf(item.url)),
      altText: prepared.width === undefined ? '' : item.altText,
      originalName: `${stemOf(fileNameOf(item.url))}.${prepared.extension}`,
      mimeType: prepared.mime,
      size: prepared.bytes.length,
      storageKey,
    };
    const outcome = await importItem(ctx, {
      kind: 'media',
      wpId,
      title: item.title,
      fingerprint,
      write: async (tx, existing) => {
        let id: number | undefined;
        if (existing !== undefined) {
          const [before] = await tx
            .select({ key: files.storageKey })
            .from(files)
            .where(eq(files.id, existing))
            .for('update');
          if (!before) return undefined;
          replacedKey = before.key;
          await tx.update(files).set(row).where(eq(files.id, existing));
          await tx.delete(fileTexts).where(eq(fileTexts.fileId, existing));
          id = existing;
        } else {
          const [made] = await tx
            .insert(files)
            .values({ ...row, ownerId: null, kind: 'content' })
            .returning({ id: files.id });
          id = made!.id;
        }
        if (prepared.text !== undefined)
          await tx.insert(fileTexts).values({ fileId: id, text: prepared.text });
        return id;
      },
      afterCommit: async () => {
        if (replacedKey) await removeStoredBytes(ctx.storage, [replacedKey]);
      },
    });
    if (outcome === 'skipped') {
      await removeStoredBytes(ctx.storage, [storageKey]);
      return undefined;
    }
    return ctx.map.ourId('media', wpId);
  }
}

function mediaItemOf(raw: Record<string, unknown>): WpMediaItem | undefined {
  const id = Number(raw.id);
  const url = textOf(raw.source_url, 2000);
  if (!Number.isInteger(id) || id <= 0 || !url) return undefined;
  const sizes = objectOf(objectOf(raw.media_details).sizes);
  const urls = [url];
  for (const size of Object.values(sizes)) {
    const sized = textOf(objectOf(size).source_url, 2000);
    if (sized) urls.push(sized);
  }
  return {
    id,
    title: plainTitle(rawOf(raw.title)).slice(0, 200),
    url,
    altText: textOf(raw.alt_text, 500),
    modified: textOf(raw.modified_gmt, 40),
    urls,
  };
}

/** The last part of an address, unescaped: "reglement%202026.pdf" → "reglement 2026.pdf". */
function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'bestand';
  } catch {
    return last || 'bestand';
  }
}

/** Addresses compared without scheme and host (a site moved from http to https). */
export function urlKey(url: string): string {
  try {
    const parsed = new URL(url, 'http://x');
    return decodeURI(parsed.pathname);
  } catch {
    return url;
  }
}
