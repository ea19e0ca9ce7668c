import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declarationMonths, files } from '../../src/db/schema.js';
import { createUser, type SignedInUser } from '../factories/index.js';
import {
  addRow,
  addRowOk,
  BASE,
  multipartBody,
  openLink,
  pdfBytes,
  pngBytes,
  receiptOf,
  TYPE,
  type FilePart,
  type RowBody,
  useDeclarationsApp,
} from './declarations-helpers.js';

/**
 * Issue 8, item 6: a refused or failed write of a declaration line changes nothing, files on
 * disk included, and the receipts of deleted or replaced lines leave storage.
 */
const { ctx, typeId } = useDeclarationsApp();

/** The names of every stored file under the test app's file folder. */
function filesOnDisk(): string[] {
  return readdirSync(ctx.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function fileRows() {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return row!.n;
}

/** What a refused request must leave as it was. */
async function snapshot() {
  return { disk: filesOnDisk(), rows: await fileRows() };
}

const parking = (date: string, description = 'Parkeergarage') => ({
  declaration_type: typeId(TYPE.parking),
  date,
  amount: 12.5,
  description,
  vat_rate: 21,
  receipt: receiptOf('bon.pdf', pdfBytes(description)),
});

const png = (filename: string): FilePart => ({
  field: 'receipt[]',
  filename,
  contentType: 'image/png',
  bytes: pngBytes(),
});

const update = (user: SignedInUser, id: number, description: string, parts: FilePart[]) => {
  const { payload, headers } = multipartBody(
    {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-12',
      amount: '12.50',
      description,
      vat_rate: '21',
    },
    parts,
  );
  return user.call({
    method: 'POST',
    url: `${BASE}/update-declaration-row/${id}`,
    payload,
    headers,
  });
};

const professional = async () =>
  (await createUser(ctx.database.db)).signIn(ctx.app) as Promise<SignedInUser>;

describe('add-declaration-row that fails after the receipt was read', () => {
  it('leaves no month, no files row and no file on disk when the line cannot be written', async () => {
    const user = await professional();
    // The database refuses the line itself (as when it goes away mid-request): everything the
    // request wrote before it must go too.
    await ctx.database.db.execute(sql`
      create or replace function refuse_line() returns trigger language plpgsql as $$
      begin
        if new.description = 'Weigeren' then
          raise exception 'database gone' using errcode = '57P03';
        end if;
        return new;
      end $$;
      create trigger refuse_line before insert on declaration_rows
        for each row execute function refuse_line();`);
    try {
      const before = await snapshot();
      const response = await addRow(ctx.app, user, parking('2026-11-12', 'Weigeren'));
      expect(response.statusCode).toBe(503);
      expect(await snapshot()).toEqual(before);
      const months = await ctx.database.db
        .select()
        .from(declarationMonths)
        .where(and(eq(declarationMonths.userId, user.id), eq(declarationMonths.year, 2026)));
      expect(months).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_line on declaration_rows`);
    }
    // The same line without the refusal is stored, with its month and receipt.
    const before = await snapshot();
    await addRowOk(ctx.app, user, parking('2026-11-12', 'Toegestaan'));
    expect((await snapshot()).disk).toHaveLength(before.disk.length + 1);
  });
});

describe('update-declaration-row with several files', () => {
  it('stores none of them when a later file is refused', async () => {
    const user = await professional();
    const row = await addRowOk(ctx.app, user, parking('2026-11-12'));
    const before = await snapshot();
    const text: FilePart = {
      field: 'receipt[]',
      filename: 'geen-bon.png',
      contentType: 'image/png',
      bytes: Buffer.from('dit is geen afbeelding'),
    };
    const response = await update(user, row.id, 'Gewijzigd', [png('goed.png'), text]);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('receipt_invalid_type');
    expect(await snapshot()).toEqual(before);
  });
});

describe('receipts leave storage with their line', () => {
  it('removes the receipt of a deleted line from disk and the files table; its link is dead', async () => {
    const user = await professional();
    const row = await addRowOk(ctx.app, user, parking('2026-11-13'));
    const before = await snapshot();
    const link = row.receipt!.restricted_view_url;
    expect((await openLink(ctx.app, link)).statusCode).toBe(200);

    const deleted = await user.call({
      method: 'DELETE',
      url: `${BASE}/delete-declaration-row/${row.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.rows).toBe(before.rows - 1);
    expect(after.disk).toHaveLength(before.disk.length - 1);
    expect((await openLink(ctx.app, link)).statusCode).toBe(404);
  });

  it('removes a replaced receipt from disk; the old link is dead and the new one works', async () => {
    const user = await professional();
    const row = await addRowOk(ctx.app, user, parking('2026-11-14'));
    const oldLink = row.receipt!.restricted_view_url;
    const before = await snapshot();

    const response = await update(user, row.id, 'Nieuwe bon', [png('nieuw.png')]);
    expect(response.statusCode).toBe(200);
    const updated = (response.json() as { row: RowBody }).row;
    expect(updated.receipt!.id).not.toBe(row.receipt!.id);
    const after = await snapshot();
    expect(after.rows).toBe(before.rows);
    expect(after.disk).toHaveLength(before.disk.length);
    expect(after.disk).not.toEqual(before.disk);
    expect((await openLink(ctx.app, oldLink)).statusCode).toBe(404);
    expect((await openLink(ctx.app, updated.receipt!.restricted_view_url)).statusCode).toBe(200);
  });

  it('keeps a receipt that copies of the line still share, until the last of them is deleted', async () => {
    const user = await professional();
    const row = await addRowOk(ctx.app, user, parking('2026-11-16'));
    const copied = await user.call({
      method: 'POST',
      url: `${BASE}/copy-to-multiple`,
      payload: { declaration_id: row.id, dates: ['2026-11-17'] },
    });
    expect(copied.statusCode).toBe(200);
    const before = await snapshot();

    const remove = (id: number) =>
      user.call({ method: 'DELETE', url: `${BASE}/delete-declaration-row/${id}` });
    expect((await remove(row.id)).statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
    const summary = await user.call(`${BASE}/summary?year=2026&month=11`);
    const copy = (summary.json() as { rows: RowBody[] }).rows.find((r) => r.date === '2026-11-17')!;
    expect(copy.receipt!.id).toBe(row.receipt!.id);
    expect((await openLink(ctx.app, copy.receipt!.restricted_view_url)).statusCode).toBe(200);

    expect((await remove(copy.id)).statusCode).toBe(200);
    const after = await snapshot();
    expect(after.rows).toBe(before.rows - 1);
    expect(after.disk).toHaveLength(before.disk.length - 1);
  });
});
