import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/modules/files/storage.js';

/** FILE_STORE as a folder: a written file appears under its key only once it is whole. */
const root = mkdtempSync(path.join(tmpdir(), 'portal-test-disk-'));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('files on disk', () => {
  it('leaves nothing of a file whose writing failed halfway', async () => {
    let partial: string[] = [];
    await expect(
      storage.putWritten(async (out) => {
        await new Promise<void>((resolve) => out.write('half a file', () => resolve()));
        partial = filesUnder(root);
        throw new Error('the writer failed');
      }),
    ).rejects.toThrow('the writer failed');
    // While it was written it had a name of its own, never a key.
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatch(/^[0-9a-f]{32}\.partial$/);
    expect(filesUnder(root)).toEqual([]);
  });

  it('stores a written file under its key once it is whole', async () => {
    const key = await storage.putWritten(async (out) => {
      out.write('a whole ');
      out.end('file');
    });
    expect(filesUnder(root)).toEqual([key]);
    expect(await readAll(storage.open(key))).toBe('a whole file');
  });
});
