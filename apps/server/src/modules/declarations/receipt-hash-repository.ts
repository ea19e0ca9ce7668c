import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema.js';
import type { FileStorage } from '../files/storage.js';

async function hashStored(storage: FileStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of storage.open(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Receipts stored before issue 14 have no hash, so the duplicate warning cannot find them.
 * Migration 0017 hashed the ones in PostgreSQL; this hashes the rest (disk storage) once,
 * in small batches after start. It is safe on several instances at once (the same value is
 * written), and a file whose bytes are gone is skipped.
 */
export async function backfillReceiptHashes(
  db: Database,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  batchSize = 50,
): Promise<number> {
  let hashed = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(and(eq(files.kind, 'receipt'), isNull(files.sha256), gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const file of batch) {
      after = file.id;
      try {
        const sha256 = await hashStored(storage, file.storageKey);
        await db.update(files).set({ sha256 }).where(eq(files.id, file.id));
        hashed += 1;
      } catch (error) {
        log.warn({ fileId: file.id, err: error }, 'receipt bytes not readable; not hashed');
      }
    }
  }
  if (hashed) log.info({ hashed }, 'receipt hashes filled in');
  return hashed;
}
