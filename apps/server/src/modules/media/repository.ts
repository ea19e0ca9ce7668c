import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, fileTexts } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

export interface NewMediaFile {
  ownerId: number;
  title: string;
  originalName: string;
  mimeType: string;
  size: number;
  storageKey: string;
  /** The extracted text of a document; undefined for images and unreadable documents. */
  text?: string;
  altText: string;
}

/** A content file as POST /wp/v2/media/{id} answers it. */
export interface StoredMedia {
  id: number;
  ownerId: number | null;
  title: string;
  altText: string;
  originalName: string;
  mimeType: string;
  size: number;
  date: string;
  textExtracted: boolean;
}

// Amsterdam local time, as WordPress's `date` (and the files presenter's).
const localDate = sql<string>`to_char(${files.createdAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS')`;

export function createMediaRepository(db: Database) {
  return {
    /** The `content` file, its text and its audit row, in one transaction: all or nothing. */
    async insert(input: NewMediaFile): Promise<{ id: number; date: string }> {
      const { text, ...file } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({ ...file, kind: 'content' })
          .returning({ id: files.id, date: localDate });
        if (text !== undefined) await tx.insert(fileTexts).values({ fileId: row!.id, text });
        // Who and what, never where its bytes are kept.
        const { ownerId, title, altText, originalName, mimeType, size } = file;
        await recordAudit(tx, {
          actorId: file.ownerId,
          action: 'media.create',
          entityKind: 'file',
          entityId: row!.id,
          before: null,
          after: {
            ownerId,
            title,
            altText,
            originalName,
            mimeType,
            size,
            kind: 'content',
            textExtracted: text !== undefined,
          },
        });
        return row!;
      });
    },

    /**
     * A new title and/or alt text of a content file with its audit row, in one transaction;
     * the row is locked so two edits at once each record what the other left. Undefined when
     * there is no content file with this id; `allowed` decides on the locked row.
     */
    async update(
      id: number,
      actorId: number,
      change: { title?: string; altText?: string },
      allowed: (ownerId: number | null) => boolean,
    ): Promise<StoredMedia | 'forbidden' | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ ownerId: files.ownerId, title: files.title, altText: files.altText })
          .from(files)
          .where(and(eq(files.id, id), eq(files.kind, 'content')))
          .for('update');
        if (!current) return undefined;
        if (!allowed(current.ownerId)) return 'forbidden';
        const values = Object.fromEntries(
          Object.entries(change).filter(([, value]) => value !== undefined),
        );
        // An empty change ({} or null) answers the file as it is; only a change is recorded.
        const [row] = await tx
          .update(files)
          .set(Object.keys(values).length ? values : { title: current.title })
          .where(eq(files.id, id))
          .returning({
            id: files.id,
            ownerId: files.ownerId,
            title: files.title,
            altText: files.altText,
            originalName: files.originalName,
            mimeType: files.mimeType,
            size: files.size,
            date: localDate,
            textExtracted: sql<boolean>`exists (select 1 from file_texts t where t.file_id = ${files.id} and t.text <> '')`,
          });
        if (row!.title === current.title && row!.altText === current.altText) return row!;
        await recordAudit(tx, {
          actorId,
          action: 'media.update',
          entityKind: 'file',
          entityId: id,
          before: { title: current.title, altText: current.altText },
          after: { title: row!.title, altText: row!.altText },
        });
        return row!;
      });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
