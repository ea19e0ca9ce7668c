import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  FIXED_NOW,
  multipartBody,
  receiptOf,
  signIn,
  TYPE,
  typeIds,
  type FilePart,
  type RowBody,
  type Session,
} from '../declarations/declarations-helpers.js';
import { useTestApp } from '../helpers/test-app.js';

const ctx = useTestApp({ now: () => FIXED_NOW });
const SUGGESTIONS = `${BASE}/receipt-suggestions`;
const fixtures = new URL('../fixtures/receipts/', import.meta.url);
const truth = JSON.parse(readFileSync(new URL('truth.json', fixtures), 'utf8')) as Array<{
  file: string;
  date: string;
  amount: number;
  vatRate: number;
}>;

/** A receipt as a shop e-mails it: a PDF with a text layer (pdfkit, its built-in Courier). */
function textPdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.font('Courier').fontSize(9);
    for (const line of lines) document.text(line);
    document.end();
  });
}

const PDF_LINES = [
  'Bakkerij de Graaf',
  'Kerkstraat 4, Zwolle',
  'Datum: 16 september 2026',
  'Appeltaart          12,40',
  'Subtotaal           12,40',
  'TOTAAL              12,40',
  'PIN                 12,40',
  'BTW 9%               1,02',
];

const ask = (
  session: Session | undefined,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
) => {
  const { payload, headers } = multipartBody(fields, files);
  return call(ctx.app, session, { method: 'POST', url: SUGGESTIONS, payload, headers });
};
const receiptPart = (bytes: Buffer, filename: string, contentType: string): FilePart => ({
  field: 'receipt',
  filename,
  contentType,
  bytes,
});

let daan: Session;
let emma: Session;
let daansRow: RowBody;

beforeAll(async () => {
  const typeId = await typeIds(ctx.app, await signIn(ctx.app, 'admin'));
  daan = await signIn(ctx.app, 'daan');
  emma = await signIn(ctx.app, 'emma');
  daansRow = await addRowOk(ctx.app, daan, {
    declaration_type: typeId(TYPE.parking),
    date: '2026-11-02',
    amount: 12.4,
    description: 'Taart',
    vat_rate: 9,
    receipt: receiptOf('bon.pdf', await textPdf(PDF_LINES)),
  });
});

describe('POST receipt-suggestions', () => {
  /** Sends a fixture photo; expects its true date, total and VAT rate read by OCR. */
  async function readsFixture(fixture: (typeof truth)[number]) {
    const bytes = readFileSync(fileURLToPath(new URL(fixture.file, fixtures)));
    const response = await ask(daan, {}, [receiptPart(bytes, fixture.file, 'image/png')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      date: fixture.date,
      amount: fixture.amount,
      vat_rate: fixture.vatRate,
      source: 'ocr',
    });
    return response.json() as { shop: string | null };
  }

  it('reads a photo of a receipt with the real OCR: date, total and VAT rate', async () => {
    const read = await readsFixture(truth[0]!);
    expect(String(read.shop).toLowerCase()).toBe('albert heijn');
  }, 60_000);

  it('straightens a photo turned 6.5 degrees before reading it (issue 24 item 16)', async () => {
    await readsFixture(truth.find((item) => item.file === 'receipt-05.png')!);
  }, 60_000);

  it('reads a PDF from its text layer, without OCR', async () => {
    const pdf = await textPdf(PDF_LINES);
    const response = await ask(daan, {}, [receiptPart(pdf, 'bon.pdf', 'application/pdf')]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      date: '2026-09-16',
      amount: 12.4,
      vat_rate: 9,
      shop: 'Bakkerij de Graaf',
      source: 'text',
    });
  });

  it('reads a stored receipt of the owner’s own line by its id', async () => {
    const response = await ask(daan, { receipt_id: daansRow.receipt!.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ date: '2026-09-16', amount: 12.4, source: 'text' });
  });

  it('answers another user as if the receipt did not exist (404), and reads nothing', async () => {
    const response = await ask(emma, { receipt_id: daansRow.receipt!.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'rest_file_invalid_id', data: { status: 404 } });
  });

  it('answers 404 for an id no receipt has and 400 for an id that is no number', async () => {
    expect((await ask(daan, { receipt_id: 999_999 })).statusCode).toBe(404);
    const bad = await ask(daan, { receipt_id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('answers 422 without a receipt and for a file that is no image or PDF', async () => {
    const none = await ask(daan, {});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'receipt_missing' });
    const text = await ask(daan, {}, [
      receiptPart(Buffer.from('TOTAAL 12,40'), 'bon.pdf', 'application/pdf'),
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ code: 'receipt_invalid_type' });
  });

  it('answers 401 signed out', async () => {
    const response = await ask(undefined, { receipt_id: daansRow.receipt!.id });
    expect(response.statusCode).toBe(401);
  });
});
