import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import {
  addRowOk,
  BASE,
  call,
  kmRow,
  monthSummary,
  movableClock,
  multipartBody,
  pdfBytes,
  receiptOf,
  signIn,
  submitMonthOk,
  TYPE,
  typeIds,
  type RowBody,
  type Session,
} from './declarations-helpers.js';

/** Issue 14 point 8: a line that looks like one already declared carries a warning. */
const clock = movableClock();
const ctx = useTestApp({ now: clock.now });

interface Duplicate {
  id: number;
  month_id: number;
  year: number;
  month: number;
  month_submitted: boolean;
  date: string;
  type: string;
  amount: number;
  reason: 'same_line' | 'same_receipt';
}
type Row = RowBody & { duplicate_of: Duplicate[] };

let typeId: (title: string) => number;
let lotte: Session;
let tim: Session;
let admin: Session;

const parking = (date: string, amount: number, receipt?: Buffer) => ({
  declaration_type: typeId(TYPE.parking),
  date,
  amount,
  description: 'Parkeergarage',
  vat_rate: 21,
  ...(receipt ? { receipt: receiptOf('bon.pdf', receipt) } : {}),
});

/** "Overige kosten": no receipt needed. */
const other = (date: string, amount: number) => ({
  declaration_type: typeId(TYPE.other),
  date,
  amount,
  description: 'Kantoorartikelen',
});

const add = async (session: Session, payload: Record<string, unknown>) =>
  (await addRowOk(ctx.app, session, payload)) as Row;

async function rowsOf(session: Session, year: number, month: number) {
  return (await monthSummary(ctx.app, session, year, month)).rows as Row[];
}

async function check(session: Session, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await call(ctx.app, session, {
    method: 'GET',
    url: `${BASE}/duplicates?${search.toString()}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { duplicates: Duplicate[] }).duplicates;
}

beforeAll(async () => {
  admin = await signIn(ctx.app, 'admin');
  typeId = await typeIds(ctx.app, admin);
  lotte = await signIn(ctx.app, 'lotte');
  tim = await signIn(ctx.app, 'tim');
});

describe('duplicate lines (same date, type and amount)', () => {
  it('warns on both lines, with the other line’s month, date, type and amount; saving still works', async () => {
    const first = await add(lotte, other('2026-11-05', 13.37));
    expect(first.duplicate_of).toEqual([]);
    const second = await add(lotte, other('2026-11-05', 13.37));
    expect(second.duplicate_of).toEqual([
      {
        id: first.id,
        month_id: expect.any(Number),
        year: 2026,
        month: 11,
        month_submitted: false,
        date: '2026-11-05',
        type: TYPE.other,
        amount: 13.37,
        reason: 'same_line',
      },
    ]);
    const rows = await rowsOf(lotte, 2026, 11);
    expect(rows.find((row) => row.id === first.id)!.duplicate_of.map((d) => d.id)).toEqual([
      second.id,
    ]);
    expect(rows.find((row) => row.id === second.id)!.duplicate_of.map((d) => d.id)).toEqual([
      first.id,
    ]);
  });

  it('does not count another amount, another date, or a different user’s identical line', async () => {
    const own = await add(lotte, other('2026-11-06', 8.4));
    const otherAmount = await add(lotte, other('2026-11-06', 8.41));
    const otherDay = await add(lotte, other('2026-11-07', 8.4));
    const timsTwin = await add(tim, other('2026-11-06', 8.4));
    expect(otherAmount.duplicate_of).toEqual([]);
    expect(otherDay.duplicate_of).toEqual([]);
    expect(timsTwin.duplicate_of).toEqual([]);
    const rows = await rowsOf(lotte, 2026, 11);
    expect(rows.find((row) => row.id === own.id)!.duplicate_of).toEqual([]);
    // The check endpoint tells Tim about his own line only, never about Lotte's.
    const forTim = await check(tim, {
      declaration_type: typeId(TYPE.other),
      date: '2026-11-06',
      amount: 8.4,
    });
    expect(forTim.map((d) => d.id)).toEqual([timsTwin.id]);
  });

  it('does not count a return trip (same day and km, the other way round)', async () => {
    const out = await add(lotte, kmRow(typeId, '2026-11-09', 'Utrecht', 'Amersfoort', 23));
    const back = await add(
      lotte,
      kmRow(typeId, '2026-11-09', 'Amersfoort', 'Utrecht', 23, { return: true }),
    );
    expect(back.duplicate_of).toEqual([]);
    // The same trip the same way twice is one.
    const again = await add(lotte, kmRow(typeId, '2026-11-09', 'Utrecht', 'Amersfoort', 23));
    expect(again.duplicate_of.map((d) => d.id)).toEqual([out.id]);
  });

  it('an update is compared with the other lines, never with itself', async () => {
    const line = await add(lotte, other('2026-11-10', 4.2));
    const changed = multipartBody({
      declaration_type: typeId(TYPE.other),
      date: '2026-11-10',
      amount: '4,20',
      description: 'Gewijzigd',
    });
    const response = await call(ctx.app, lotte, {
      method: 'POST',
      url: `${BASE}/update-declaration-row/${line.id}`,
      ...changed,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { row: Row }).row.duplicate_of).toEqual([]);
    expect(
      await check(lotte, {
        declaration_type: typeId(TYPE.other),
        date: '2026-11-10',
        amount: '4,20',
        exclude: line.id,
      }),
    ).toEqual([]);
    // Without `exclude` (a new line with these values) it is found.
    const found = await check(lotte, {
      declaration_type: typeId(TYPE.other),
      date: '2026-11-10',
      amount: '4.2',
    });
    expect(found.map((d) => d.id)).toEqual([line.id]);
  });
});

describe('the same receipt (by its bytes) in any month', () => {
  const bytes = pdfBytes('Dubbele bon 2026-10');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  let october: Row;
  let november: Row;

  beforeAll(async () => {
    clock.set('2026-10-20T10:00:00Z');
    try {
      october = await add(lotte, parking('2026-10-14', 25, bytes));
    } finally {
      clock.reset();
    }
    november = await add(lotte, parking('2026-11-12', 31.5, bytes));
  });

  it('warns on the new line, pointing at the other month', () => {
    expect(november.duplicate_of).toEqual([
      expect.objectContaining({
        id: october.id,
        year: 2026,
        month: 10,
        date: '2026-10-14',
        amount: 25,
        reason: 'same_receipt',
      }),
    ]);
  });

  it('the other month shows the warning on its line at once (its kept answer is forgotten)', async () => {
    const rows = await rowsOf(lotte, 2026, 10);
    expect(rows.find((row) => row.id === october.id)!.duplicate_of.map((d) => d.id)).toEqual([
      november.id,
    ]);
  });

  it('the check finds it by the hash of a receipt not uploaded yet; not for another user', async () => {
    const query = {
      declaration_type: typeId(TYPE.other),
      date: '2026-11-13',
      receipt_sha256: sha256,
    };
    expect((await check(lotte, query)).map((d) => d.id).sort()).toEqual(
      [october.id, november.id].sort(),
    );
    expect(await check(tim, query)).toEqual([]);
  });

  it('another user uploading the same bytes gets no warning', async () => {
    const timsLine = await add(tim, parking('2026-11-12', 31.5, bytes));
    expect(timsLine.duplicate_of).toEqual([]);
  });

  it('copies of a line (one shared receipt file) are not duplicates of each other', async () => {
    const line = await add(lotte, parking('2026-11-16', 3.3, pdfBytes('Gedeelde bon')));
    const response = await call(ctx.app, lotte, {
      method: 'POST',
      url: `${BASE}/copy-to-multiple`,
      payload: { declaration_id: line.id, dates: ['2026-11-17'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rowsOf(lotte, 2026, 11);
    const copies = rows.filter((row) => row.date === '2026-11-16' || row.date === '2026-11-17');
    expect(copies).toHaveLength(2);
    for (const copy of copies) expect(copy.duplicate_of).toEqual([]);
  });

  it('a reviewer sees the same warning on the line of the submitted month', async () => {
    await submitMonthOk(ctx.app, lotte, 2026, 11);
    const monthId = await monthIdOf(lotte, 2026, 11);
    const response = await call(ctx.app, admin, {
      method: 'GET',
      url: `${BASE}/review/${monthId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as { rows: Row[] }).rows;
    expect(rows.find((row) => row.id === november.id)!.duplicate_of).toEqual([
      expect.objectContaining({ id: october.id, month: 10, reason: 'same_receipt' }),
    ]);
  });
});

async function monthIdOf(session: Session, year: number, month: number) {
  const summary = await monthSummary(ctx.app, session, year, month);
  return summary.submitted_declarations[0]!.id;
}
