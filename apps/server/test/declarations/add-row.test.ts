import { readdirSync } from 'node:fs';
import { RECEIPT_MAX_BYTES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import {
  addRow,
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  kmRow,
  monthSummary,
  movableClock,
  openLink,
  otherCosts,
  pdfBytes,
  receiptOf,
  signIn,
  TYPE,
  typeIds,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

const { ctx, typeId } = useDeclarationsApp();

/** Files on disk and in the files table: what "nothing stored" is checked against. */
async function storedFiles(context: TestContext) {
  const result = await context.database.db.execute(sql`select count(*)::int as n from files`);
  const onDisk = readdirSync(context.filesDir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile(),
  ).length;
  return { rows: (result.rows[0] as { n: number }).n, onDisk };
}

const novemberRows = async (session: Session) =>
  (await monthSummary(ctx.app, session, 2026, 11)).rows;

describe('POST add-declaration-row: success', () => {
  it('stores a Parkeren row with a PDF receipt and VAT 21, and the receipt link downloads the PDF under its UTF-8 name', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const bytes = pdfBytes();
    const response = await addRow(ctx.app, daan, {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-12',
      amount: 12.5,
      description: 'Parkeergarage Utrecht',
      vat_rate: 21,
      receipt: receiptOf('bon-café.pdf', bytes),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Declaratie is toegevoegd' });
    expect(body.row).toMatchObject({
      type: TYPE.parking,
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-12',
      amount: 12.5,
      description: 'Parkeergarage Utrecht',
      vat_rate: 21,
      return: false,
      receipt: { original_name: 'bon-café.pdf', mime_type: 'application/pdf' },
    });
    const url: string = body.row.receipt.restricted_view_url;
    expect(url.startsWith(`${BASE}/receipts/${body.row.receipt.id}?`)).toBe(true);

    const download = await openLink(ctx.app, url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('bon-café.pdf')}`,
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // Stored, not only echoed.
    const rows = await novemberRows(daan);
    expect(rows.map((r) => r.id)).toEqual([body.row.id]);
    expect(rows[0]!.receipt?.id).toBe(body.row.receipt.id);
  });

  it('computes a kilometre row as km × €0,23 and ignores the amount the client sent (88 km → 20.24)', async () => {
    const emma = await signIn(ctx.app, 'emma');
    const row = await addRowOk(
      ctx.app,
      emma,
      // A route no other test declares: a declared route keeps its first km (route-distance.test).
      kmRow(typeId, '2026-11-05', 'Utrecht', 'Zwolle', 88, { amount: 999.99 }),
    );
    expect(row).toMatchObject({
      type: TYPE.km,
      amount: 20.24,
      kilometers: 88,
      location_start: 'Utrecht',
      location_end: 'Zwolle',
      transport_type: 'auto',
      vat_rate: 0,
      receipt: null,
    });
    const [stored] = await novemberRows(emma);
    expect(stored?.amount).toBe(20.24);
  });
});

describe('POST add-declaration-row: what the server decides itself', () => {
  it('accepts an amount written with a decimal comma ("12,50" → 12.5)', async () => {
    const lotte = await signIn(ctx.app, 'lotte');
    const row = await addRowOk(ctx.app, lotte, {
      ...otherCosts(typeId, '2026-11-05', 0),
      amount: '12,50',
    });
    expect(row.amount).toBe(12.5);
  });

  it('keeps the amount of a kilometre row equal to its stored km × €0,23', async () => {
    const lotte = await signIn(ctx.app, 'lotte');
    for (const km of [45.5, 0.1, 27]) {
      const row = await addRowOk(
        ctx.app,
        lotte,
        kmRow(typeId, '2026-11-06', 'Utrecht', `Plaats ${km}`, km),
      );
      expect(row.kilometers).toBe(km);
      expect(Math.round(row.amount * 100), `${km} km`).toBe(Math.round(row.kilometers * 23));
    }
  });

  it('stores no receipt on a kilometre row, whose type hides the receipt field (SPEC §4: hidden fields are reset)', async () => {
    const lotte = await signIn(ctx.app, 'lotte');
    const filesBefore = await storedFiles(ctx);
    const row = await addRowOk(
      ctx.app,
      lotte,
      kmRow(typeId, '2026-11-07', 'Utrecht', 'Zeist', 12, {
        receipt: receiptOf('bon.pdf', pdfBytes()),
      }),
    );
    expect(row.receipt).toBeNull();
    expect(await storedFiles(ctx)).toEqual(filesBefore);
  });
});

describe('POST add-declaration-row: 422 in the order of the form rules (SPEC §5)', () => {
  const cases: Array<{
    name: string;
    payload: () => Record<string, unknown>;
    code: string;
    /** The exact message where the rule has one fixed message. */
    message?: string;
  }> = [
    {
      name: 'an unknown type, before anything else',
      payload: () => ({ declaration_type: 999_999, date: '2026-11-03' }),
      code: 'type_invalid',
      message: 'Selecteer een soort declaratie',
    },
    {
      name: 'a missing amount, before description and receipt',
      payload: () => ({ declaration_type: typeId(TYPE.parking), date: '2026-11-03' }),
      code: 'amount_required',
      message: 'Vul een bedrag in',
    },
    {
      name: 'a missing description, before the receipt',
      payload: () => ({ declaration_type: typeId(TYPE.parking), date: '2026-11-03', amount: 5 }),
      code: 'description_required',
      message: 'Vul een omschrijving in',
    },
    {
      name: 'a description of only spaces',
      payload: () => ({
        declaration_type: typeId(TYPE.parking),
        date: '2026-11-03',
        amount: 5,
        description: '   ',
      }),
      code: 'description_required',
      message: 'Vul een omschrijving in',
    },
    {
      name: 'a missing start location, before the end location and km',
      payload: () => ({
        declaration_type: typeId(TYPE.km),
        date: '2026-11-03',
        description: 'Klantbezoek',
      }),
      code: 'location_start_required',
      message: 'Vul een startlocatie in',
    },
    {
      name: 'a missing end location, before km',
      payload: () => ({
        declaration_type: typeId(TYPE.km),
        date: '2026-11-03',
        description: 'Klantbezoek',
        location_start: 'Utrecht',
      }),
      code: 'location_end_required',
      message: 'Vul een eindlocatie in',
    },
    {
      name: 'km 0 on the kilometre type',
      payload: () => kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', 0),
      code: 'kilometers_required',
      message: 'Bereken het aantal kilometers',
    },
    {
      name: 'a required receipt that is missing',
      payload: () => ({
        declaration_type: typeId(TYPE.parking),
        date: '2026-11-03',
        amount: 5,
        description: 'Parkeren',
      }),
      code: 'receipt_required',
      message: 'Upload een factuur of bon',
    },
    {
      name: 'VAT 7 percent',
      payload: () => otherCosts(typeId, '2026-11-03', 10, 'Pennen', 7),
      code: 'vat_rate_invalid',
      message: 'Het btw-tarief moet 0, 9 of 21 procent zijn.',
    },
    {
      name: 'amount −1',
      payload: () => otherCosts(typeId, '2026-11-03', -1),
      code: 'amount_invalid',
      message: 'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
    },
    {
      name: 'amount 100000.01 (over the maximum)',
      payload: () => otherCosts(typeId, '2026-11-03', 100_000.01),
      code: 'amount_invalid',
      message: 'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
    },
    {
      name: 'km −5',
      payload: () => kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', -5),
      code: 'kilometers_invalid',
      message: 'Het aantal kilometers moet tussen 0 en 5000 liggen.',
    },
    {
      name: 'km 5000.1',
      payload: () => kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', 5000.1),
      code: 'kilometers_invalid',
      message: 'Het aantal kilometers moet tussen 0 en 5000 liggen.',
    },
    {
      name: 'km 45.55 (more than the one decimal that is stored)',
      payload: () => kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', 45.55),
      code: 'kilometers_invalid',
    },
    {
      name: 'a receipt that is not base64',
      payload: () => ({
        ...otherCosts(typeId, '2026-11-03', 5),
        receipt: { name: 'bon.pdf', type: 'application/pdf', base64: '!!geen base64!!' },
      }),
      code: 'receipt_invalid',
      message: 'De bon kon niet worden gelezen.',
    },
    {
      name: 'a return trip of a cost without a trip, after the amount checks',
      payload: () => ({ ...otherCosts(typeId, '2026-11-03', 5), return: true }),
      code: 'return_without_trip',
      message: 'Een retour kan alleen voor een rit met een start- en eindlocatie.',
    },
    {
      name: 'amount 1.234 (three decimals)',
      payload: () => otherCosts(typeId, '2026-11-03', 1.234),
      code: 'amount_invalid',
      message: 'Het bedrag moet 0 of hoger zijn, met hoogstens twee decimalen.',
    },
  ];

  it.each(cases)(
    'answers 422 $code for $name and stores nothing',
    async ({ payload, code, message }) => {
      const thijs = await signIn(ctx.app, 'thijs');
      const before = await novemberRows(thijs);
      const response = await addRow(ctx.app, thijs, payload());
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code,
        message: message ?? expect.any(String),
        data: { status: 422 },
      });
      expect(await novemberRows(thijs)).toEqual(before);
    },
  );

  it('accepts the same rows once the failing field is filled in (the 422s above are not blanket refusals)', async () => {
    const eva = await signIn(ctx.app, 'eva');
    await addRowOk(ctx.app, eva, kmRow(typeId, '2026-11-03', 'Utrecht', 'Amsterdam', 45));
    await addRowOk(ctx.app, eva, otherCosts(typeId, '2026-11-03', 1.23, 'Pennen', 9));
    await addRowOk(ctx.app, eva, otherCosts(typeId, '2026-11-03', 0, 'Gratis', 0));
    expect((await novemberRows(eva)).map((r) => r.amount)).toEqual([10.35, 1.23, 0]);
  });
});

describe('POST add-declaration-row: 400 for input of the wrong shape', () => {
  it.each([
    { name: "amount 'abc'", field: 'amount', patch: { amount: 'abc' } },
    { name: "declaration_type 'x'", field: 'declaration_type', patch: { declaration_type: 'x' } },
    { name: 'an unknown field', field: 'toeslag', patch: { toeslag: 5 } },
    { name: "date '2026-13-01'", field: 'date', patch: { date: '2026-13-01' } },
    { name: "date '21-11-2026'", field: 'date', patch: { date: '21-11-2026' } },
    { name: "date '2026-02-30'", field: 'date', patch: { date: '2026-02-30' } },
    { name: 'a missing date', field: 'date', patch: { date: undefined } },
    { name: "vat_rate 'abc'", field: 'vat_rate', patch: { vat_rate: 'abc' } },
    { name: "transport_type 'boot'", field: 'transport_type', patch: { transport_type: 'boot' } },
    { name: "return 'ja'", field: 'return', patch: { return: 'ja' } },
  ])(
    'answers 400 rest_invalid_param naming $field for $name and stores nothing',
    async ({ field, patch }) => {
      const julia = await signIn(ctx.app, 'julia');
      const before = await novemberRows(julia);
      const response = await addRow(ctx.app, julia, {
        ...otherCosts(typeId, '2026-11-04', 10),
        ...patch,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [field]: expect.any(String) } },
      });
      expect(await novemberRows(julia)).toEqual(before);
    },
  );

  it('answers 400 rest_invalid_json for malformed JSON', async () => {
    const julia = await signIn(ctx.app, 'julia');
    const response = await call(ctx.app, julia, {
      method: 'POST',
      url: `${BASE}/add-declaration-row`,
      headers: { 'content-type': 'application/json' },
      payload: '{"declaration_type": 1, "date": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_json', data: { status: 400 } });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/add-declaration-row`,
      payload: otherCosts(typeId, '2026-11-04', 10),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST add-declaration-row: receipts checked by their bytes', () => {
  it('answers 422 receipt_invalid_type for a text file named .pdf and stores no file and no row', async () => {
    const tim = await signIn(ctx.app, 'tim');
    const rowsBefore = await novemberRows(tim);
    const filesBefore = await storedFiles(ctx);
    const response = await addRow(ctx.app, tim, {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-06',
      amount: 4.5,
      description: 'Parkeren station',
      vat_rate: 21,
      receipt: {
        name: 'bon.pdf',
        type: 'application/pdf',
        base64: Buffer.from('hallo').toString('base64'),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_invalid_type', data: { status: 422 } });
    expect(await novemberRows(tim)).toEqual(rowsBefore);
    expect(await storedFiles(ctx)).toEqual(filesBefore);
  });

  it('answers 422 receipt_too_large for an 11 MB receipt and stores no file and no row', async () => {
    const tim = await signIn(ctx.app, 'tim');
    const rowsBefore = await novemberRows(tim);
    const filesBefore = await storedFiles(ctx);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const response = await addRow(ctx.app, tim, {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-06',
      amount: 4.5,
      description: 'Parkeren station',
      vat_rate: 21,
      receipt: receiptOf('groot.pdf', big),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_too_large', data: { status: 422 } });
    expect(await novemberRows(tim)).toEqual(rowsBefore);
    expect(await storedFiles(ctx)).toEqual(filesBefore);
  });

  it('reads no more than a 10 MB receipt takes as base64: a 14 MB body is refused unread', async () => {
    const tim = await signIn(ctx.app, 'tim');
    const rowsBefore = await novemberRows(tim);
    const small = JSON.stringify({
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-06',
      amount: 4.5,
      description: 'Parkeren station',
      vat_rate: 21,
      receipt: receiptOf('klein.pdf', pdfBytes()),
    });
    const response = await call(ctx.app, tim, {
      method: 'POST',
      url: `${BASE}/add-declaration-row`,
      headers: { 'content-type': 'application/json' },
      payload: small + ' '.repeat(14 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_too_large', data: { status: 422 } });
    expect(await novemberRows(tim)).toEqual(rowsBefore);
  });

  it('answers 422 receipt_too_large for a receipt one byte over 10 MB and stores nothing', async () => {
    const tim = await signIn(ctx.app, 'tim');
    const rowsBefore = await novemberRows(tim);
    const filesBefore = await storedFiles(ctx);
    const pdf = pdfBytes();
    const big = Buffer.concat([pdf, Buffer.alloc(RECEIPT_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const response = await addRow(ctx.app, tim, {
      declaration_type: typeId(TYPE.parking),
      date: '2026-11-06',
      amount: 4.5,
      description: 'Parkeren station',
      vat_rate: 21,
      receipt: receiptOf('net-te-groot.pdf', big),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_too_large', data: { status: 422 } });
    expect(await novemberRows(tim)).toEqual(rowsBefore);
    expect(await storedFiles(ctx)).toEqual(filesBefore);
  });
});

describe('POST add-declaration-row: return trip', () => {
  it('adds the return of a trip once ("Retour toegevoegd", return true, the original then has has_return) and refuses a second one with return_exists', async () => {
    const bram = await signIn(ctx.app, 'bram');
    const original = await addRowOk(
      ctx.app,
      bram,
      kmRow(typeId, '2026-11-10', 'Utrecht', 'Amsterdam', 45),
    );
    expect(original.has_return).toBe(false);

    const returnTrip = kmRow(typeId, '2026-11-10', 'Amsterdam', 'Utrecht', 45, {
      description: 'Retour van Kilometers (auto)',
      return: true,
    });
    const first = await addRow(ctx.app, bram, returnTrip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Retour toegevoegd',
      row: {
        return: true,
        location_start: 'Amsterdam',
        location_end: 'Utrecht',
        kilometers: 45,
        amount: 10.35,
        description: 'Retour van Kilometers (auto)',
      },
    });

    const rows = await novemberRows(bram);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === original.id)?.has_return).toBe(true);

    const second = await addRow(ctx.app, bram, returnTrip);
    expect(second.statusCode).toBe(422);
    expect(second.json()).toMatchObject({ code: 'return_exists', data: { status: 422 } });
    expect(await novemberRows(bram)).toHaveLength(2);
  });
});

describe('POST add-declaration-row: a kilometre row without a kilometre rate for its date', () => {
  const noRates = useTestApp({ now: () => FIXED_NOW });

  it('answers 422 rate_missing and stores nothing', async () => {
    await noRates.database.db.execute(sql`delete from kilometer_rates`);
    const admin = await signIn(noRates.app, 'admin');
    const ids = await typeIds(noRates.app, admin);
    const fleur = await signIn(noRates.app, 'fleur');
    const response = await addRow(
      noRates.app,
      fleur,
      kmRow(ids, '2026-11-05', 'Utrecht', 'Amsterdam', 45),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'rate_missing',
      message: 'Er is geen kilometervergoeding bekend voor deze datum.',
      data: { status: 422 },
    });
    expect((await monthSummary(noRates.app, fleur, 2026, 11)).rows).toEqual([]);
  });
});

describe('POST add-declaration-row: month windows with today 2026-11-21', () => {
  it.each([
    { date: '2026-08-15', why: 'a month long closed' },
    { date: '2026-10-31', why: 'the previous month after day 10' },
  ])('answers 422 month_closed for $date ($why) and creates no month', async ({ date }) => {
    const noor = await signIn(ctx.app, 'noor');
    const [year, month] = date.split('-').map(Number) as [number, number];
    const response = await addRow(ctx.app, noor, otherCosts(typeId, date, 10));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'month_closed', data: { status: 422 } });
    const summary = await monthSummary(ctx.app, noor, year, month);
    expect(summary.rows).toEqual([]);
    expect(summary.editable).toBe(false);
  });

  it('answers 422 month_not_open "Deze maand is nog niet beschikbaar" for a month two ahead', async () => {
    const noor = await signIn(ctx.app, 'noor');
    const response = await addRow(ctx.app, noor, otherCosts(typeId, '2027-01-15', 10));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'month_not_open',
      message: 'Deze maand is nog niet beschikbaar',
      data: { status: 422 },
    });
    expect((await monthSummary(ctx.app, noor, 2027, 1)).rows).toEqual([]);
  });

  it('accepts the current month (November 2026)', async () => {
    const noor = await signIn(ctx.app, 'noor');
    await addRowOk(ctx.app, noor, otherCosts(typeId, '2026-11-30', 10));
    expect((await monthSummary(ctx.app, noor, 2026, 11)).editable).toBe(true);
  });
});

describe('POST add-declaration-row: the previous month on day 10 (2026-12-10)', () => {
  const clock = movableClock(new Date('2026-12-10T10:00:00Z'));
  const day10 = useTestApp({ now: clock.now });
  afterEach(() => clock.reset());

  it('still accepts a row for November', async () => {
    const admin = await signIn(day10.app, 'admin');
    const ids = await typeIds(day10.app, admin);
    const lars = await signIn(day10.app, 'lars');
    const response = await addRow(day10.app, lars, otherCosts(ids, '2026-11-15', 10));
    expect(response.statusCode).toBe(200);
    expect((await monthSummary(day10.app, lars, 2026, 11)).rows).toHaveLength(1);
  });

  it('counts days in Amsterdam time: open at 23:59 on 10 December there, closed a minute later', async () => {
    const admin = await signIn(day10.app, 'admin');
    const ids = await typeIds(day10.app, admin);
    const sem = await signIn(day10.app, 'sem');
    clock.set('2026-12-10T22:59:00Z'); // 23:59 CET
    expect((await addRow(day10.app, sem, otherCosts(ids, '2026-11-16', 1))).statusCode).toBe(200);
    clock.set('2026-12-10T23:00:00Z'); // 00:00 CET on 11 December
    const late = await addRow(day10.app, sem, otherCosts(ids, '2026-11-17', 1));
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'month_closed' });
    expect((await monthSummary(day10.app, sem, 2026, 11)).rows).toHaveLength(1);
  });
});

describe('POST add-declaration-row: the previous month on day 11 (2026-12-11)', () => {
  const day11 = useTestApp({ now: () => new Date('2026-12-11T10:00:00Z') });

  it('refuses a row for November with 422 month_closed', async () => {
    const admin = await signIn(day11.app, 'admin');
    const ids = await typeIds(day11.app, admin);
    const lars = await signIn(day11.app, 'lars');
    const response = await addRow(day11.app, lars, otherCosts(ids, '2026-11-15', 10));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'month_closed' });
    expect((await monthSummary(day11.app, lars, 2026, 11)).rows).toEqual([]);
  });
});
