import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  kmRow,
  monthSummary,
  otherCosts,
  signIn,
  submitMonthOk,
  TYPE,
  typeIds,
  type Session,
} from './declarations-helpers.js';
import * as payroll from './payroll-helpers.js';

const ctx = useTestApp({ now: () => FIXED_NOW });

const people: Record<string, Session> = {};
const p = (key: string) => people[key]!;
let typeId: (title: string) => number;
const monthIds: Record<string, number> = {};

interface Preview {
  months: Array<{ id: number; user: { id: number; name: string }; total_amount: number }>;
  month_count: number;
  total_amount: number;
}
interface Created {
  export: { id: number; month_count: number; total_amount: number; from: string; to: string };
}

const preview = (session: Session, query: string) =>
  call(ctx.app, session, { method: 'GET', url: `${payroll.PAYROLL}/preview?${query}` });
const createExport = (session: Session, payload: Record<string, unknown>) =>
  payroll.createExport(ctx.app, session, payload);
const download = (session: Session, id: number, format: 'xlsx' | 'csv') =>
  payroll.download(ctx.app, session, id, format);
const readyFile = (session: Session, id: number, format: 'xlsx' | 'csv') =>
  payroll.readyFile(ctx.app, session, id, format);

async function approvedMonth(key: string, rows: Array<Record<string, unknown>>) {
  for (const row of rows) await addRowOk(ctx.app, p(key), row);
  await submitMonthOk(ctx.app, p(key), 2026, 11);
  const id = (await monthSummary(ctx.app, p(key), 2026, 11)).submitted_declarations[0]!.id;
  const approved = await call(ctx.app, p('beheer'), {
    method: 'POST',
    url: `${BASE}/review/${id}/approve`,
  });
  expect(approved.statusCode).toBe(200);
  monthIds[key] = id;
}

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  for (const key of ['admin', 'beheer', 'redactie', 'femke', 'daan', 'bram', 'tim']) {
    people[key] = await signIn(ctx.app, key);
  }
  typeId = await typeIds(ctx.app, p('admin'));
  // Daan: parking with 21% VAT, a train ticket with 9% and a trip of 12.3 km.
  await approvedMonth('daan', [
    otherCosts(typeId, '2026-11-03', 12.5, 'Parkeren', 21),
    otherCosts(typeId, '2026-11-04', 21.4, 'Trein', 9),
    kmRow(typeId, '2026-11-05', 'Utrecht', 'Amersfoort', 12.3),
  ]);
  await approvedMonth('bram', [otherCosts(typeId, '2026-11-06', 30, 'Lunch klant')]);
  // Tim's month is sent but not approved: never exported.
  await addRowOk(ctx.app, p('tim'), otherCosts(typeId, '2026-11-07', 5));
  await submitMonthOk(ctx.app, p('tim'), 2026, 11);
});

describe('payroll export', () => {
  it.each(['femke', 'daan', 'redactie'])('refuses %s with 403', async (key) => {
    expect((await preview(p(key), 'from=2026-11&to=2026-11')).statusCode).toBe(403);
    expect((await createExport(p(key), { from: '2026-11', to: '2026-11' })).statusCode).toBe(403);
    expect((await download(p(key), 1, 'csv')).statusCode).toBe(403);
  });

  it('answers 401 without a token and 400 for a reversed or malformed period', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${payroll.PAYROLL}/preview?from=2026-11&to=2026-11`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await preview(p('admin'), 'from=2026-12&to=2026-11')).statusCode).toBe(400);
    expect((await preview(p('admin'), 'from=2026-13&to=2026-11')).statusCode).toBe(400);
  });

  let exportId = 0;

  it('previews only approved, not yet exported months with totals', async () => {
    const response = await preview(p('beheer'), 'from=2026-10&to=2026-11');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Preview;
    expect(body.months.map((m) => m.id).sort()).toEqual([monthIds.bram, monthIds.daan].sort());
    const daan = await monthSummary(ctx.app, p('daan'), 2026, 11);
    expect(body.months.find((m) => m.id === monthIds.daan)?.total_amount).toBe(daan.total_amount);
    expect(body.total_amount).toBeCloseTo(daan.total_amount + 30, 2);
  });

  it('records an export with its months, and the next export does not contain them again', async () => {
    const response = await createExport(p('admin'), { from: '2026-11', to: '2026-11' });
    expect(response.statusCode).toBe(201);
    const created = (response.json() as Created).export;
    exportId = created.id;
    expect(created).toMatchObject({ month_count: 2, from: '2026-11', to: '2026-11' });

    const again = await createExport(p('beheer'), { from: '2026-11', to: '2026-11' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'payroll_nothing_to_export' });
    expect(
      ((await preview(p('admin'), 'from=2026-11&to=2026-11')).json() as Preview).months,
    ).toEqual([]);

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKind, 'payroll_export'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: p('admin').id, action: 'payroll_export.create' });
    expect((audit[0]!.after as { month_ids: number[] }).month_ids).toEqual(
      [monthIds.daan!, monthIds.bram!].sort((a, b) => a - b),
    );
  });

  it('includes exported months again only when asked explicitly', async () => {
    const shown = (
      await preview(p('admin'), 'from=2026-11&to=2026-11&include_exported=1')
    ).json() as Preview;
    expect(shown.month_count).toBe(2);
    const response = await createExport(p('admin'), {
      from: '2026-11',
      to: '2026-11',
      include_exported: true,
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Created).export.month_count).toBe(2);
  });

  it('lists the export with its files ready once the job has written them', async () => {
    await readyFile(p('admin'), exportId, 'xlsx');
    expect(await payroll.fileStatusOf(ctx.app, p('beheer'), exportId)).toBe('ready');
  });

  it('writes an XLSX whose lines match the declarations to the cent', async () => {
    const response = await readyFile(p('beheer'), exportId, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="salarisexport-2026-11-2026-11-\d+\.xlsx"/,
    );
    const rows = await readXlsx(response.rawPayload);
    const header = rows[0] as string[];
    expect(header.slice(0, 6)).toEqual([
      'Naam',
      'Gebruikers-ID',
      'IBAN',
      'Jaar',
      'Maand',
      'Kilometers',
    ]);
    expect(header.slice(-3)).toEqual(['Btw 9%', 'Btw 21%', 'Totaal']);
    const col = (name: string) => header.indexOf(name);
    const daanRow = rows.find((row) => row[1] === p('daan').id)!;
    const summary = await monthSummary(ctx.app, p('daan'), 2026, 11);
    expect(daanRow[0]).toBe('Daan Meijer');
    expect(daanRow.slice(3, 5)).toEqual([2026, 11]);
    expect(daanRow[col('Kilometers')]).toBe(12.3);
    expect(daanRow[col('Btw 9%')]).toBe(summary.total_vat_9);
    expect(daanRow[col('Btw 21%')]).toBe(summary.total_vat_21);
    expect(daanRow[col('Totaal')]).toBe(summary.total_amount);
    expect(daanRow[col(TYPE.other)]).toBe(33.9);
    const kmAmount = summary.total_amount - 33.9;
    expect(daanRow[col(TYPE.km)]).toBeCloseTo(kmAmount, 2);
    expect(rows.find((row) => row[1] === p('bram').id)![col('Totaal')]).toBe(30);
    expect(rows).toHaveLength(3);
  });

  it('writes a CSV with BOM, semicolons and decimal commas', async () => {
    const response = await readyFile(p('admin'), exportId, 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFNaam;Gebruikers-ID;IBAN;Jaar;Maand;Kilometers;')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    const bram = lines.find((line) => line.startsWith('Bram'))!.split(';');
    expect(bram[1]).toBe(String(p('bram').id));
    expect(bram.at(-1)).toBe('30,00');
    const daan = lines.find((line) => line.startsWith('Daan'))!.split(';');
    expect(daan[5]).toBe('12,3');
  });

  it('answers 404 for an export that does not exist', async () => {
    expect((await download(p('admin'), 2_147_483_000, 'csv')).statusCode).toBe(404);
  });

  it('records an export whose total is beyond a 32-bit integer of cents', async () => {
    for (const key of ['daan', 'bram']) {
      await payroll.approvedMonth(ctx.database.db, p(key).id, 2025, 3, 20_000_000);
    }
    const response = await createExport(p('admin'), { from: '2025-03', to: '2025-03' });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Created).export.total_amount).toBe(40_000_000);
  });
});
