import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded bytes live. The default keeps them under the data folder. */
export interface FileStorage {
  put(bytes: Uint8Array): Promise<string>;
  /** The bytes, or with `range` only bytes start to end (both inclusive). */
  open(key: string, range?: { start: number; end: number }): Readable;
  /** Deletes the bytes; a key that is already gone is no error. */
  remove(key: string): Promise<void>;
}

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { mode: 0o600 });
      return key;
    },
    open(key, range) {
      return createReadStream(pathOf(key), range);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
