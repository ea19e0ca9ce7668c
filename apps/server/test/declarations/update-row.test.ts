import { describe, expect, it } from 'vitest';
import {
  addRowOk,
  BASE,
  call,
  kmRow,
  monthSummary,
  multipartBody,
  openLink,
  pdfBytes,
  pngBytes,
  receiptOf,
  signIn,
  submitMonthOk,
  TYPE,
  type FilePart,
  type RowBody,
  type Session,
  useDeclarationsApp,
} from './declarations-helpers.js';

const { ctx, typeId } = useDeclarationsApp();

const update = (
  session: Session,
  id: number | string,
  fields: Record<string, string | number>,
  files: FilePart[] = [],
) => {
  const { payload, headers } = multipartBody(fields, files);
  return call(ctx.app, session, {
    method: 'POST',
    url: `${BASE}/update-declaration-row/${id}`,
    payload,
    headers,
  });
};

const parkingRow = (session: Session, date = '2026-11-12') =>
  addRowOk(ctx.app, session, {
    declaration_type: typeId(TYPE.parking),
    date,
    amount: 12.5,
    description: 'Parkeergarage',
    vat_rate: 21,
    receipt: receiptOf('bon.pdf', pdfBytes()),
  });

const parkingFields = (date = '2026-11-12', description = 'Parkeergarage') => ({
  declaration_type: typeId(TYPE.parking),
  date,
  amount: '12.50',
  description,
  vat_rate: '21',
});

const rowOf = async (session: Session, id: number): Promise<RowBody | undefined> =>
  (await monthSummary(ctx.app, session, 2026, 11)).rows.find((r) => r.id === id);

const png = (filename = 'bon-été.png'): FilePart => ({
  field: 'receipt[]',
  filename,
  contentType: 'image/png',
  bytes: pngBytes(),
});

describe('POST update-declaration-row/{id} (multipart)', () => {
  it('changes the description and replaces the receipt with a new PNG whose link downloads as image/png', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan);
    const response = await update(daan, row.id, parkingFields('2026-11-14', 'Parkeergarage P+R'), [
      png(),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; message: string; row: RowBody };
    expect(body).toMatchObject({ success: true, message: 'Declaratie is bijgewerkt' });
    expect(body.row).toMatchObject({
      id: row.id,
      date: '2026-11-14',
      description: 'Parkeergarage P+R',
      amount: 12.5,
      vat_rate: 21,
      receipt: { mime_type: 'image/png', original_name: 'bon-été.png' },
    });
    expect(body.row.receipt!.id).not.toBe(row.receipt!.id);
    expect(body.row.receipt!.restricted_view_url).not.toBe(row.receipt!.restricted_view_url);

    const download = await openLink(ctx.app, body.row.receipt!.restricted_view_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(pngBytes())).toBe(true);

    const stored = await rowOf(daan, row.id);
    expect(stored).toMatchObject({
      description: 'Parkeergarage P+R',
      date: '2026-11-14',
      receipt: { id: body.row.receipt!.id },
    });
  });

  it('keeps the existing receipt when no file is sent', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-02');
    const response = await update(daan, row.id, { ...parkingFields('2026-11-02'), amount: '7.25' });
    expect(response.statusCode).toBe(200);
    expect(response.json().row).toMatchObject({ amount: 7.25, receipt: { id: row.receipt!.id } });
  });

  it('answers 422 receipt_required when the only receipt of a Parkeren row is removed', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-03');
    const response = await update(daan, row.id, {
      ...parkingFields('2026-11-03'),
      remove_receipt: '1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_required' });
    expect((await rowOf(daan, row.id))?.receipt?.id).toBe(row.receipt!.id);
  });

  it('recalculates a kilometre row from its new km, ignoring the amount sent', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await addRowOk(
      ctx.app,
      daan,
      kmRow(typeId, '2026-11-04', 'Utrecht', 'Amsterdam', 45),
    );
    const response = await update(daan, row.id, {
      declaration_type: typeId(TYPE.km),
      date: '2026-11-04',
      amount: '500',
      description: 'Klantbezoek',
      // Another route (one nobody declared), so its km is the one sent.
      location_start: 'Utrecht',
      location_end: 'Apeldoorn',
      kilometers: '100',
      transport_type: 'auto',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().row).toMatchObject({ kilometers: 100, amount: 23 });
  });

  it('answers 422 date_outside_month when the date moves to another month, and changes nothing', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-20');
    const before = await rowOf(daan, row.id);
    const response = await update(daan, row.id, parkingFields('2026-12-01', 'Verplaatst'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'date_outside_month', data: { status: 422 } });
    expect(await rowOf(daan, row.id)).toEqual(before);
  });

  it("answers 403 for another user's row and leaves it as it was", async () => {
    const daan = await signIn(ctx.app, 'daan');
    const emma = await signIn(ctx.app, 'emma');
    const row = await parkingRow(daan, '2026-11-21');
    const before = await rowOf(daan, row.id);
    const response = await update(emma, row.id, parkingFields('2026-11-21', 'Van Emma'), [png()]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
    expect(await rowOf(daan, row.id)).toEqual(before);
  });

  it('answers 404 for an id that does not exist', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await update(daan, 999_999, parkingFields());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'rest_declaration_invalid_id',
      data: { status: 404 },
    });
  });

  it('answers 400 for the id "abc"', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const response = await update(daan, 'abc', parkingFields());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'rest_invalid_param' });
  });

  it('answers 422 month_closed for a row in a submitted month, and changes nothing', async () => {
    const thijs = await signIn(ctx.app, 'thijs');
    const row = await parkingRow(thijs, '2026-11-09');
    await submitMonthOk(ctx.app, thijs, 2026, 11);
    const before = await rowOf(thijs, row.id);
    const response = await update(thijs, row.id, parkingFields('2026-11-09', 'Na indienen'), [
      png(),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'month_closed', data: { status: 422 } });
    expect(await rowOf(thijs, row.id)).toEqual(before);
  });

  it('answers 422 receipt_invalid_type for a text file sent as a PNG', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-16');
    const response = await update(daan, row.id, parkingFields('2026-11-16', 'Nieuw'), [
      {
        field: 'receipt[]',
        filename: 'bon.png',
        contentType: 'image/png',
        bytes: Buffer.from('hallo'),
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_invalid_type' });
    expect((await rowOf(daan, row.id))?.description).toBe('Parkeergarage');
  });
  it('stores the first of several files as the receipt and the others as attachments, each with a working link', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-17');
    const response = await update(daan, row.id, parkingFields('2026-11-17'), [
      png('bon-1.png'),
      {
        field: 'receipt[]',
        filename: 'bijlage.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes('Bijlage'),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const updated = response.json().row as RowBody;
    expect(updated.receipt).toMatchObject({ original_name: 'bon-1.png', mime_type: 'image/png' });
    expect(updated.attachments).toHaveLength(1);
    expect(updated.attachments[0]).toMatchObject({
      original_name: 'bijlage.pdf',
      mime_type: 'application/pdf',
    });
    const attachment = await openLink(ctx.app, updated.attachments[0]!.restricted_view_url);
    expect(attachment.statusCode).toBe(200);
    expect(attachment.rawPayload.equals(pdfBytes('Bijlage'))).toBe(true);
  });

  it('answers 422 receipt_too_large for an 11 MB file in the multipart body, and changes nothing', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-18');
    const before = await rowOf(daan, row.id);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await update(daan, row.id, parkingFields('2026-11-18', 'Groot'), [
      { field: 'receipt[]', filename: 'groot.png', contentType: 'image/png', bytes: big },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_too_large', data: { status: 422 } });
    expect(await rowOf(daan, row.id)).toEqual(before);
  });

  it('answers 422 receipt_too_large for a form longer than five receipts, by its length', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-17');
    const before = await rowOf(daan, row.id);
    const huge = Buffer.concat([pngBytes(), Buffer.alloc(52 * 1024 * 1024)]);
    const response = await update(daan, row.id, parkingFields('2026-11-17', 'Enorm'), [
      { field: 'receipt[]', filename: 'enorm.png', contentType: 'image/png', bytes: huge },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'receipt_too_large',
      message: 'De bon is groter dan 10 MB.',
      data: { status: 422 },
    });
    expect(await rowOf(daan, row.id)).toEqual(before);
  });

  it('answers 422 receipt_too_many for six files, and changes nothing', async () => {
    const daan = await signIn(ctx.app, 'daan');
    const row = await parkingRow(daan, '2026-11-19');
    const before = await rowOf(daan, row.id);
    const response = await update(
      daan,
      row.id,
      parkingFields('2026-11-19', 'Veel'),
      Array.from({ length: 6 }, (_, i) => png(`bon-${i}.png`)),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'receipt_too_many' });
    expect(await rowOf(daan, row.id)).toEqual(before);
  });
});
