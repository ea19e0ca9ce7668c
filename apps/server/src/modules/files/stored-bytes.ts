import type { FileStorage } from './storage.js';

/**
 * Bytes are written before the transaction that records them, so the rows can point at them.
 * When `write` refuses the request or its transaction fails, the bytes written here are removed
 * again: a refused request leaves no file behind. (A crash between the two can still leave an
 * unreferenced file on disk; it is never served, as no row names it.)
 */
export async function withStoredBytes<T>(
  storage: FileStorage,
  contents: readonly Uint8Array[],
  write: (keys: string[]) => Promise<T>,
): Promise<T> {
  const keys: string[] = [];
  try {
    for (const bytes of contents) keys.push(await storage.put(bytes));
    return await write(keys);
  } catch (error) {
    await removeStoredBytes(storage, keys);
    throw error;
  }
}

/**
 * Removes bytes whose rows a committed transaction deleted. Runs after the commit: a failure
 * here only leaves an unreferenced file, while removing first could lose a file still in use.
 */
export async function removeStoredBytes(storage: FileStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}
