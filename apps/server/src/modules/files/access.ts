import { CONTENT_EDITOR_ROLES } from '@portal/contract';
import type { FileAccessRow, FilesRepository } from './repository.js';

export type { FileAccessRow } from './repository.js';

/** Who may open a file; administrators and editors also see files of unpublished content. */
export function createFileAccess(repo: FilesRepository) {
  return {
    /** The files among `ids` with whether `viewerId` may see them, in the order of `ids`. */
    async check(ids: number[], viewerId: number): Promise<FileAccessRow[]> {
      if (ids.length === 0) return [];
      const rows = await repo.accessRows(ids, viewerId, CONTENT_EDITOR_ROLES);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type FileAccess = ReturnType<typeof createFileAccess>;
