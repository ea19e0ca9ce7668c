import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { files, users } from '../../src/db/schema.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { seedDemo } from '../../src/seed/seed.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Migration 0004 gives every existing file its kind from what it is attached to. The template
 * database is migrated while empty, so the backfill is run here again on the demo company's
 * files with their kinds cleared, as a database from before the migration holds them.
 */
const MIGRATION = fileURLToPath(new URL('../../drizzle/0004_file_kind.sql', import.meta.url));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let filesDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(path.join(tmpdir(), 'portal-test-files-'));
  const storage = createDiskStorage(filesDir);
  await seedDemo(database.db, TEST_PASSWORD, {
    storage,
    today: { year: 2026, month: 11, day: 21 },
  });
});
afterAll(async () => {
  await database?.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const kindsByName = async () =>
  (await database.db.execute(sql`select original_name as name, kind from files order by id`))
    .rows as Array<{ name: string; kind: string }>;

it('judges existing files as receipts, pictures or content by what they are attached to', async () => {
  const expected = await kindsByName();
  expect(new Set(expected.map((file) => file.kind))).toEqual(
    new Set(['content', 'receipt', 'profile-picture']),
  );

  // A picture, and two files attached to nothing: one of a user, one from the back office.
  // The picture goes to someone without a demo portrait, so no demo file loses its place.
  const [someone] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(isNull(users.publicPictureId))
    .limit(1);
  const extra = await database.db
    .insert(files)
    .values(
      ['pasfoto.png', 'losse-bon.pdf', 'los-document.pdf'].map((name, index) => ({
        ownerId: index < 2 ? someone!.id : null,
        kind: 'content' as const,
        title: name,
        originalName: name,
        mimeType: 'application/pdf',
        size: 1,
        storageKey: `${index}`.padStart(32, '0'),
      })),
    )
    .returning({ id: files.id });
  await database.db.execute(
    sql`update users set public_picture_id = ${extra[0]!.id} where id = ${someone!.id}`,
  );

  await database.db.execute(sql`
    alter table files drop constraint files_kind_check;
    alter table files alter column kind drop not null;
    alter table files drop column kind`);
  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }

  expect(await kindsByName()).toEqual([
    ...expected,
    { name: 'pasfoto.png', kind: 'profile-picture' },
    { name: 'losse-bon.pdf', kind: 'receipt' },
    { name: 'los-document.pdf', kind: 'content' },
  ]);
});
