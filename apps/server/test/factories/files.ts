import type { Database } from '../../src/db/client.js';
import { files, type FileKind } from '../../src/db/schema.js';
import { createDiskStorage, type FileStorage } from '../../src/modules/files/storage.js';
import { makeTextPdf } from '../../src/seed/demo-pdf.js';
import type { TestContext } from '../helpers/test-app.js';
import { uniqueSuffix } from './sequence.js';

/** The file store the app of this test file reads from. */
export const storageOf = (context: TestContext): FileStorage => createDiskStorage(context.filesDir);

export interface FileOptions {
  /** Who uploaded it; they may always open it. Default: nobody. */
  ownerId?: number | null;
  title?: string;
  originalName?: string;
  /** Default: a one-page PDF naming the title. */
  bytes?: Buffer;
  /** Default: application/pdf. Stored as given; the upload routes judge it by the bytes. */
  mimeType?: string;
  /** What the file is (docs/file-access.md). Default: content, as the back office uploads it. */
  kind?: FileKind;
}

/** Bytes in the store and their `files` row, as an upload leaves them. */
export async function createFile(
  db: Database,
  storage: FileStorage,
  options: FileOptions = {},
): Promise<{ id: number; bytes: Buffer; title: string; originalName: string }> {
  const title = options.title ?? `Document ${uniqueSuffix()}`;
  const originalName = options.originalName ?? `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`;
  const bytes = options.bytes ?? makeTextPdf([title]);
  const storageKey = await storage.put(bytes);
  const [row] = await db
    .insert(files)
    .values({
      ownerId: options.ownerId ?? null,
      kind: options.kind ?? 'content',
      title,
      originalName,
      mimeType: options.mimeType ?? 'application/pdf',
      size: bytes.length,
      storageKey,
    })
    .returning({ id: files.id });
  return { id: row!.id, bytes, title, originalName };
}
