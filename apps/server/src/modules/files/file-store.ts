import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createDatabaseStorage } from './database-storage.js';
import { createDiskStorage, type FileStorage } from './storage.js';

/** The storage FILE_STORE names: PostgreSQL, or a folder (a shared one for several instances). */
export function openFileStorage(fileStore: Config['fileStore'], db: Database): FileStorage {
  return fileStore.kind === 'postgres'
    ? createDatabaseStorage(db)
    : createDiskStorage(fileStore.folder);
}
