import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type FileStorage } from '../../src/modules/files/storage.js';
import { seedDemo } from '../../src/seed/seed.js';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-demo-decl-'));
  storage = createDiskStorage(path.join(dataDir, 'files'));
  await seedDemo(database.db, TEST_PASSWORD, {
    storage,
    today: { year: 2026, month: 11, day: 22 },
  });
}, 60_000);
afterAll(async () => {
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)).rows as T[];

describe('the demo declarations (a year for eight professionals)', () => {
  it('has twelve months per person: this month open, last month sent, one rejected, the rest approved', async () => {
    const counts = await rows<{ status: string | null; n: number }>(sql`
      select status, count(*)::int as n from declaration_months group by status order by status`);
    expect(counts).toEqual([
      { status: 'approved', n: 79 },
      { status: 'rejected', n: 1 },
      { status: 'sent', n: 8 },
      { status: null, n: 8 },
    ]);
    const [rejected] = await rows<{ nicename: string; year: number; month: number }>(sql`
      select u.nicename, m.year, m.month from declaration_months m join users u on u.id = m.user_id
      where m.status = 'rejected'`);
    expect(rejected).toEqual({ nicename: 'daan', year: 2026, month: 9 });
  });

  it('records each month’s history and the reviewer’s comment on the rejected month', async () => {
    const history = await rows<{ status: string | null; steps: string }>(sql`
      select m.status, string_agg(coalesce(h.from_status, '-') || '>' || h.to_status, ',' order by h.id) as steps
      from declaration_months m left join declaration_month_history h on h.month_id = m.id
      group by m.id, m.status`);
    for (const month of history) {
      if (month.status === null) expect(month.steps).toBeNull();
      else if (month.status === 'sent') expect(month.steps).toBe('->sent');
      else expect(month.steps).toBe(`->sent,sent>${month.status}`);
    }
    const comments = await rows<{ comment: string; by_reviewer: boolean }>(sql`
      select c.comment, c.user_id = m.reviewed_by as by_reviewer
      from declaration_comments c join declaration_months m on m.id = c.month_id`);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.comment).toContain('parkeerbon');
    expect(comments[0]!.by_reviewer).toBe(true);
  });

  it('gives every parking and train row a PDF receipt of its owner, and kilometre rows none', async () => {
    const lines = await rows<{
      type: string;
      n: number;
      with_receipt: number;
      own_receipt: number;
    }>(sql`
      select t.title as type, count(*)::int as n, count(r.receipt_file_id)::int as with_receipt,
        count(*) filter (where f.owner_id = r.user_id and f.kind = 'receipt')::int as own_receipt
      from declaration_rows r join declaration_types t on t.id = r.type_id
      left join files f on f.id = r.receipt_file_id
      join declaration_months m on m.id = r.month_id and m.user_id = r.user_id
      group by t.title order by t.title`);
    expect(lines).toEqual([
      { type: 'Kilometers (auto)', n: 752, with_receipt: 0, own_receipt: 0 },
      { type: 'Openbaar vervoer', n: 96, with_receipt: 96, own_receipt: 96 },
      { type: 'Parkeren', n: 96, with_receipt: 96, own_receipt: 96 },
    ]);
    const [receipt] = await rows<{ storage_key: string; title: string }>(sql`
      select f.storage_key, f.title from declaration_rows r join files f on f.id = r.receipt_file_id
      order by r.id limit 1`);
    expect(receipt!.title).toMatch(/^Parkeerbon \d{4}-\d{2}-12$/);
    expect((await text(storage.open(receipt!.storage_key))).startsWith('%PDF')).toBe(true);
  });
});
