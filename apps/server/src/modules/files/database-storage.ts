import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { storedFiles } from '../../db/schema.js';
import type { FileStorage } from './storage.js';

const bytesRow = z.strictObject({ bytes: z.instanceof(Buffer) });

/**
 * Uploaded bytes in PostgreSQL (FILE_STORE=postgres): every instance on the database reads the
 * same files, and a database backup holds them. A file is at most 10 MB, so it is read as one
 * value; a byte range reads only its part (substring on uncompressed storage).
 */
export function createDatabaseStorage(db: Database): FileStorage {
  async function read(key: string, range?: { start: number; end: number }): Promise<Buffer> {
    const [row] = range
      ? await queryRows(
          db,
          'stored_file_range',
          bytesRow,
          sql`select substring(bytes from ${range.start + 1} for ${range.end - range.start + 1}) as bytes
              from stored_files where key = ${key}`,
        )
      : await queryRows(
          db,
          'stored_file',
          bytesRow,
          sql`select bytes from stored_files where key = ${key}`,
        );
    // As the disk storage's stream fails for a file that is not there.
    if (!row) throw Object.assign(new Error(`stored file ${key} not found`), { code: 'ENOENT' });
    return row.bytes;
  }

  async function put(bytes: Uint8Array) {
    const key = randomBytes(16).toString('hex');
    await db.insert(storedFiles).values({ key, bytes: Buffer.from(bytes) });
    return key;
  }

  return {
    put,
    /** Collected and stored as one value: one insert, so a failed write stores nothing. */
    async putWritten(write) {
      const chunks: Buffer[] = [];
      const out = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      await Promise.all([write(out), finished(out)]);
      return put(Buffer.concat(chunks));
    },
    open(key, range) {
      return Readable.from(
        (async function* () {
          yield await read(key, range);
        })(),
        { objectMode: false },
      );
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
