import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fileThumbnails } from '../../db/schema.js';

/** A thumbnail as stored: its bytes, or null when none could be made from the file. */
export interface StoredThumbnail {
  mimeType: string;
  bytes: Buffer | null;
}

/** PostgreSQL's foreign_key_violation, wherever drizzle wrapped it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: string }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Receipt thumbnails, one per file (issue 25 item 5), deleted with their file. */
export function createThumbnailRepository(db: Database) {
  return {
    async find(fileId: number): Promise<StoredThumbnail | undefined> {
      const [row] = await db
        .select({ mimeType: fileThumbnails.mimeType, bytes: fileThumbnails.bytes })
        .from(fileThumbnails)
        .where(eq(fileThumbnails.fileId, fileId));
      return row;
    },

    /**
     * Keeps the first one made: another instance may have made it at the same time. A file
     * deleted meanwhile (its line deleted while it was drawn) is no error: nothing is kept.
     */
    async save(fileId: number, thumbnail: StoredThumbnail): Promise<void> {
      try {
        await db
          .insert(fileThumbnails)
          .values({ fileId, ...thumbnail })
          .onConflictDoNothing();
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
    },
  };
}

export type ThumbnailRepository = ReturnType<typeof createThumbnailRepository>;
