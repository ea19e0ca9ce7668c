import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema.js';

export type FileRow = typeof files.$inferSelect;

export function createFilesRepository(db: Database) {
  return {
    async insert(input: typeof files.$inferInsert): Promise<FileRow> {
      const [row] = await db.insert(files).values(input).returning();
      return row!;
    },
    async findById(id: number): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row;
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
