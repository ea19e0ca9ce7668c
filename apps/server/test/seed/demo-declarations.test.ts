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

  it('gives every row with a receipt type a receipt of its owner (PDFs and photos), and kilometre rows none', async () => {
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
    expect(lines.map((line) => line.type)).toEqual([
      'Hotel en overnachting',
      'Kilometers (auto)',
      'Maaltijden',
      'Openbaar vervoer',
      'Parkeren',
    ]);
    for (const line of lines) {
      const expected = line.type === 'Kilometers (auto)' ? 0 : line.n;
      expect(line).toMatchObject({ with_receipt: expected, own_receipt: expected });
    }
    const receipts = await rows<{
      storage_key: string;
      mime_type: string;
      original_name: string;
    }>(sql`
      select distinct on (f.mime_type) f.storage_key, f.mime_type, f.original_name
      from declaration_rows r join files f on f.id = r.receipt_file_id order by f.mime_type, r.id`);
    expect(receipts.map((receipt) => receipt.mime_type)).toEqual(['application/pdf', 'image/png']);
    const start = async (key: string) => (await text(storage.open(key))).slice(0, 4);
    expect(await start(receipts[0]!.storage_key)).toBe('%PDF');
    expect(await start(receipts[1]!.storage_key)).toBe('\ufffdPNG');
    expect(receipts[1]!.original_name).toMatch(/\.png$/);
  });

  it('makes months that differ: lines, totals and trips vary, the rejected month has ten lines', async () => {
    const months = await rows<{
      nicename: string;
      status: string | null;
      n: number;
      total: number;
    }>(sql`
      select u.nicename, m.status, count(r.id)::int as n, coalesce(sum(r.amount_cents), 0)::int as total
      from declaration_months m join users u on u.id = m.user_id
      left join declaration_rows r on r.month_id = m.id
      group by u.nicename, m.id, m.status`);
    expect(new Set(months.map((month) => month.n)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(months.map((month) => month.total)).size).toBeGreaterThanOrEqual(40);
    expect(months.find((month) => month.status === 'rejected')).toMatchObject({
      nicename: 'daan',
      n: 10,
    });
    // This month is partly filled: lines up to yesterday (22 November), fewer than a full month.
    const current = months.filter((month) => month.status === null);
    expect(current.every((month) => month.n > 0)).toBe(true);
    const trips = await rows<{ routes: number }>(sql`
      select count(distinct r.location_start || '>' || r.location_end)::int as routes
      from declaration_rows r where r.location_start <> ''`);
    expect(trips[0]!.routes).toBeGreaterThanOrEqual(6);
  });
});
