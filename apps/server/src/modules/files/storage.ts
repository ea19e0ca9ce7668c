import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** Where uploaded bytes live. The default keeps them under the data folder. */
export interface FileStorage {
  put(bytes: Uint8Array): Promise<string>;
  /**
   * Stores what `write` writes into `out` (ending it), whole or not at all: answers the new key
   * once every byte is stored; when writing fails nothing is left under any name.
   */
  putWritten(write: (out: Writable) => Promise<void>): Promise<string>;
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
  /** A new key and its path, in a folder that exists. */
  const newFile = async () => {
    const key = randomBytes(16).toString('hex');
    const file = pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return { key, file };
  };
  return {
    async put(bytes) {
      const { key, file } = await newFile();
      await writeFile(file, bytes, { mode: 0o600 });
      return key;
    },
    async putWritten(write) {
      const { key, file } = await newFile();
      // Written under another name and renamed when complete: the key never names half a file.
      const partial = `${file}.partial`;
      const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
      try {
        // Opened before anything is written, so the clean-up below never runs ahead of it.
        await once(out, 'ready');
        await Promise.all([write(out), finished(out)]);
        await rename(partial, file);
        return key;
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },
    open(key, range) {
      return createReadStream(pathOf(key), range);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
