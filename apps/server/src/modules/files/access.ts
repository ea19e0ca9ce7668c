import { CONTENT_READER_ROLES } from '@portal/contract';
import type { FileAccessRow, FileReferenceRow, FilesRepository } from './repository.js';

export type { FileAccessRow } from './repository.js';

/**
 * The one place that decides who may read a file and which files content may name; the model
 * is written down in docs/file-access.md. Reading: see FilesRepository.accessRows.
 */
export function createFileAccess(repo: FilesRepository) {
  return {
    /** The files among `ids` with whether `viewerId` may see them, in the order of `ids`. */
    async check(ids: number[], viewerId: number): Promise<FileAccessRow[]> {
      if (ids.length === 0) return [];
      const rows = await repo.accessRows(ids, viewerId, CONTENT_READER_ROLES);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /**
     * The ids among `ids` that a post by `writerId` may not name: unknown ids, receipts and
     * other users' pictures. Everything a post names is readable by every colleague once it is
     * published, so it may name only content files and the writer's own (public) picture.
     */
    async refusedReferences(ids: number[], writerId: number | null): Promise<number[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await repo.referenceRows(unique, writerId);
      const allowed = new Set(
        rows.filter((row) => mayReference(row, writerId)).map((row) => row.id),
      );
      return unique.filter((id) => !allowed.has(id));
    },
  };
}

function mayReference(file: FileReferenceRow, writerId: number | null): boolean {
  if (file.kind === 'content') return true;
  if (file.kind !== 'profile-picture') return false;
  return file.isWritersPicture || (writerId !== null && file.ownerId === writerId);
}

export type FileAccess = ReturnType<typeof createFileAccess>;
