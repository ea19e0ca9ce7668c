import { sql } from 'drizzle-orm';
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
}

export function createMediaRepository(db: Database) {
  return {
    /** The `content` file, its text and its audit row, in one transaction: all or nothing. */
    async insert(input: NewMediaFile): Promise<{ id: number; date: string }> {
      const { text, ...file } = input;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(files)
          .values({ ...file, kind: 'content' })
          .returning({
            id: files.id,
            // Amsterdam local time, as WordPress's `date` (and the files presenter's).
            date: sql<string>`to_char(${files.createdAt} at time zone 'Europe/Amsterdam', 'YYYY-MM-DD"T"HH24:MI:SS')`,
          });
        if (text !== undefined) await tx.insert(fileTexts).values({ fileId: row!.id, text });
        // Who and what, never where its bytes are kept.
        const { ownerId, title, originalName, mimeType, size } = file;
        await recordAudit(tx, {
          actorId: file.ownerId,
          action: 'media.create',
          entityKind: 'file',
          entityId: row!.id,
          before: null,
          after: {
            ownerId,
            title,
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
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
