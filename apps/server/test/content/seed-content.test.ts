import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moodWeek, toIsoDate } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** The real start-up path: seedDemo with a file storage seeds the intranet content too. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let filesDir: string;
let storage: ReturnType<typeof createDiskStorage>;

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = mkdtempSync(path.join(tmpdir(), 'portal-seed-content-'));
  storage = createDiskStorage(filesDir);
  expect(await seedDemo(database.db, TEST_PASSWORD, { storage })).toEqual({ seeded: true });
});
afterAll(async () => {
  await database?.drop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];

async function bytesOf(fileId: number): Promise<Buffer> {
  const [file] = await rows<{ storage_key: string }>(
    sql`select storage_key from files where id = ${fileId}`,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(file!.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('seedDemo: the intranet content', () => {
  it('seeds at least 25 published news items by several staff authors over several months', async () => {
    const news = await rows<{ author: string; content: string; created_at: string }>(sql`
      select u.nicename as author, p.content, p.created_at
        from posts p join users u on u.id = p.author_id
       where p.type = 'nieuws' and p.status = 'publish'`);
    expect(news.length).toBeGreaterThanOrEqual(25);
    expect(new Set(news.map((item) => item.author)).size).toBeGreaterThanOrEqual(4);
    const times = news.map((item) => new Date(item.created_at).getTime());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    for (const item of news) {
      expect(item.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it('files items under every category of both sections, each with real PDF files', async () => {
    const categories = await rows<{ taxonomy: string; name: string; items: number }>(sql`
      select t.taxonomy, t.name, count(pt.post_id)::int as items
        from terms t left join post_terms pt on pt.term_id = t.id
       group by t.id order by t.id`);
    for (const taxonomy of ['arbeidsvoorwaarden_categorieen', 'kennisbank_categorieen']) {
      const own = categories.filter((category) => category.taxonomy === taxonomy);
      expect(own.length, taxonomy).toBeGreaterThanOrEqual(4);
      for (const category of own) expect(category.items, category.name).toBeGreaterThanOrEqual(2);
    }
    const attachments = await rows<{
      type: string;
      title: string;
      file_id: number;
      mime: string;
    }>(sql`
      select p.type, p.title, pf.file_id, f.mime_type as mime
        from posts p join post_files pf on pf.post_id = p.id join files f on f.id = pf.file_id
       where p.type in ('arbeidsvoorwaarden', 'kennisbank', 'bibliotheek')`);
    const items = await rows<{ id: number }>(
      sql`select id from posts where type in ('arbeidsvoorwaarden', 'kennisbank')`,
    );
    expect(
      new Set(attachments.filter((a) => a.type !== 'bibliotheek').map((a) => a.title)).size,
    ).toBe(items.length);
    for (const attachment of attachments.slice(0, 8)) {
      const bytes = await bytesOf(attachment.file_id);
      expect(attachment.mime).toBe('application/pdf');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
  });

  it('seeds at least 4 library entries with files', async () => {
    const library = await rows<{ title: string; files: number }>(sql`
      select p.title, count(pf.file_id)::int as files
        from posts p left join post_files pf on pf.post_id = p.id
       where p.type = 'bibliotheek' group by p.id`);
    expect(library.length).toBeGreaterThanOrEqual(4);
    for (const entry of library) expect(entry.files, entry.title).toBeGreaterThanOrEqual(1);
  });

  it('seeds at least 6 quick links with PNG logo files and at least 2 contact persons', async () => {
    const [options] = await rows<{
      value: { direct_links: Array<{ logo: { id: number } }>; contactpersonen: unknown[] };
    }>(sql`select value from site_options where name = 'intranet'`);
    expect(options!.value.direct_links.length).toBeGreaterThanOrEqual(6);
    expect(options!.value.contactpersonen.length).toBeGreaterThanOrEqual(2);
    for (const link of options!.value.direct_links) {
      const bytes = await bytesOf(link.logo.id);
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
  });

  it('leaves this week’s mood question open for everyone', async () => {
    // This week as the seed counts it (Monday, Amsterdam), not the database's UTC date: late on
    // a Sunday in UTC it is already Monday in Amsterdam.
    const monday = toIsoDate(moodWeek(new Date()).monday);
    const [{ recent }] = (await rows<{ recent: number }>(sql`
      select count(*)::int as recent from mood_checkins
       where week_start >= ${monday}`)) as [{ recent: number }];
    expect(recent).toBe(0);
  });
});
