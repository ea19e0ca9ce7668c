import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStorage } from '../../src/modules/files/database-storage.js';
import type { FileStorage } from '../../src/modules/files/storage.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  FIXED_NOW,
  openLink,
  pdfBytes,
  receiptOf,
  signIn,
  TYPE,
  typeIds,
} from '../declarations/declarations-helpers.js';

/** FILE_STORE=postgres: uploaded bytes in the stored_files table, none on disk. */
const ctx = useTestApp({
  now: () => FIXED_NOW,
  storage: (database) => createDatabaseStorage(database.db),
});
let storage: FileStorage;

beforeAll(() => {
  storage = createDatabaseStorage(ctx.database.db);
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const storedCount = async () =>
  (
    (await ctx.database.db.execute(sql`select count(*)::int as n from stored_files`)).rows[0] as {
      n: number;
    }
  ).n;

describe('files stored in PostgreSQL', () => {
  it('keeps an uploaded receipt in the database, not on disk, and its link downloads it', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const typeId = await typeIds(ctx.app, daan);
    const before = await storedCount();
    const row = await addRowOk(ctx.app, daan, {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-05',
      amount: 4,
      description: 'Parkeren station',
      vat_rate: 21,
      receipt: receiptOf('bon.pdf', pdfBytes('In de database')),
    });
    expect(await storedCount()).toBe(before + 1);
    expect(readdirSync(ctx.filesDir)).toEqual([]);
    const response = await openLink(ctx.app, row.receipt!.restricted_view_url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes('In de database'))).toBe(true);
  });

  it('reads a whole file and a byte range, and removes a file', async () => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    const key = await storage.put(bytes);
    expect((await readAll(storage.open(key))).equals(bytes)).toBe(true);
    const part = await readAll(storage.open(key, { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    await storage.remove(key);
    await expect(readAll(storage.open(key))).rejects.toMatchObject({ code: 'ENOENT' });
    // Removing again is no error, as on disk.
    await storage.remove(key);
  });

  it('stores a written file whole, and nothing of one whose writing failed', async () => {
    const before = await storedCount();
    await expect(
      storage.putWritten(async (out) => {
        out.write('half a file');
        throw new Error('the writer failed');
      }),
    ).rejects.toThrow('the writer failed');
    expect(await storedCount()).toBe(before);
    const key = await storage.putWritten(async (out) => {
      out.write('a whole ');
      out.end('file');
    });
    expect((await readAll(storage.open(key))).toString()).toBe('a whole file');
  });
});
