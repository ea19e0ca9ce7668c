import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, storedFiles } from '../../src/db/schema.js';
import { backfillReceiptHashes } from '../../src/modules/declarations/receipt-hash-repository.js';
import { seedDemoDeclarations } from '../../src/seed/seed-declarations.js';
import { createFile, storageOf } from '../factories/index.js';
import { useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp();
const quiet = { info: () => undefined, warn: () => undefined };

const hashOf = async (id: number) =>
  (await ctx.database.db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, id)))[0]!
    .sha256;

describe('receipt hashes of receipts stored before issue 14', () => {
  it('the demo receipts are hashed by the seed', async () => {
    await seedDemoDeclarations(ctx.database.db, storageOf(ctx), { year: 2026, month: 11, day: 21 });
    const receipts = await ctx.database.db
      .select({ sha256: files.sha256 })
      .from(files)
      .where(eq(files.kind, 'receipt'));
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.filter((file) => file.sha256 === null)).toEqual([]);
  });

  it('are filled in from the stored bytes; a receipt whose bytes are gone is skipped', async () => {
    const storage = storageOf(ctx);
    const old = await createFile(ctx.database.db, storage, { kind: 'receipt', title: 'Oude bon' });
    const gone = await createFile(ctx.database.db, storage, { kind: 'receipt', title: 'Weg' });
    const [goneRow] = await ctx.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.id, gone.id));
    await storage.remove(goneRow!.key);
    const content = await createFile(ctx.database.db, storage, {
      kind: 'content',
      title: 'Document',
    });
    expect(await hashOf(old.id)).toBeNull();

    await backfillReceiptHashes(ctx.database.db, storage, quiet, 1);

    expect(await hashOf(old.id)).toBe(createHash('sha256').update(old.bytes).digest('hex'));
    expect(await hashOf(gone.id)).toBeNull();
    expect(await hashOf(content.id)).toBeNull();
  });

  it('migration 0017 hashes the receipts stored in PostgreSQL (FILE_STORE=postgres)', async () => {
    const db = ctx.database.db;
    const bytes = Buffer.from('%PDF-1.4 bon in de database');
    await db.insert(storedFiles).values({ key: 'pg-bon-0017', bytes });
    const [file] = await db
      .insert(files)
      .values({
        kind: 'receipt',
        title: 'Bon',
        originalName: 'bon.pdf',
        mimeType: 'application/pdf',
        size: bytes.length,
        storageKey: 'pg-bon-0017',
      })
      .returning({ id: files.id });
    // The migration's last statement, as it ran on databases that had receipts before it.
    const migration = readFileSync(
      new URL('../../drizzle/0017_duplicate_receipts.sql', import.meta.url),
      'utf8',
    );
    const update = migration.split('--> statement-breakpoint').at(-1)!;
    await db.execute(sql.raw(update));
    expect(await hashOf(file!.id)).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});
