import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, FIXED_NOW, monthSummary, openLink } from '../declarations/declarations-helpers.js';
import { useTestApp } from '../helpers/test-app.js';
import {
  createDeclarationComment,
  createDeclarationMonth,
  createDeclarationRow,
  DECLARATION_TYPE,
} from './declarations.js';
import { createFile, storageOf } from './files.js';
import { createUser, type FactoryUser, type SignedInUser } from './users.js';

// Saturday 21 November 2026: November is open, October closed (after 10 November).
const ctx = useTestApp({ now: () => FIXED_NOW });
const REVIEW = `${BASE}/review`;

let consultant: FactoryUser;
let otherConsultant: FactoryUser;
let professional: FactoryUser;
let asProfessional: SignedInUser;

beforeAll(async () => {
  const db = ctx.database.db;
  consultant = await createUser(db, { roles: ['medewerker'] });
  otherConsultant = await createUser(db, { roles: ['medewerker'] });
  professional = await createUser(db, { ownedBy: [consultant.id] });
  asProfessional = await professional.signIn(ctx.app);
});

describe('createDeclarationRow', () => {
  it('makes rows that show in the owner’s month summary with their totals', async () => {
    const db = ctx.database.db;
    await createDeclarationRow(db, {
      userId: professional.id,
      date: '2026-11-05',
      amount: 12.1,
      vatRate: 21,
      description: 'Lunch met klant',
    });
    const trip = await createDeclarationRow(db, {
      userId: professional.id,
      date: '2026-11-06',
      type: DECLARATION_TYPE.km,
      locationStart: 'Utrecht',
      locationEnd: 'Amersfoort',
      kilometers: 27,
    });

    const summary = await monthSummary(ctx.app, asProfessional, 2026, 11);
    expect(summary.editable).toBe(true);
    expect(summary.submitted_declarations).toEqual([]);
    expect(summary.rows.map((row) => [row.type, row.date, row.amount])).toEqual([
      ['Overige kosten', '2026-11-05', 12.1],
      // 27 km × €0,23, the rate of the row's date
      ['Kilometers (auto)', '2026-11-06', 6.21],
    ]);
    expect(summary.rows.find((row) => row.id === trip.id)).toMatchObject({
      location_start: 'Utrecht',
      location_end: 'Amersfoort',
      kilometers: 27,
      transport_type: 'auto',
    });
    expect(summary).toMatchObject({ total_vat_21: 2.1, total_amount: 18.31, total_rows: 16.21 });
  });

  it('attaches a receipt made by createFile that its signed link opens without a token', async () => {
    // A user of its own: the month summary of the first test is cached for a few seconds.
    const owner = await createUser(ctx.database.db, { ownedBy: [consultant.id] });
    const receipt = await createFile(ctx.database.db, storageOf(ctx), {
      ownerId: owner.id,
      kind: 'receipt',
      title: 'Bon parkeergarage',
      originalName: 'bon-parkeergarage.pdf',
    });
    const row = await createDeclarationRow(ctx.database.db, {
      userId: owner.id,
      date: '2026-11-12',
      type: DECLARATION_TYPE.parking,
      amount: 7.5,
      receiptFileId: receipt.id,
    });
    const summary = await monthSummary(ctx.app, await owner.signIn(ctx.app), 2026, 11);
    const shown = summary.rows.find((candidate) => candidate.id === row.id);
    expect(shown?.receipt?.original_name).toBe('bon-parkeergarage.pdf');
    const download = await openLink(ctx.app, shown!.receipt!.restricted_view_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(receipt.bytes)).toBe(true);
  });
});

describe('createDeclarationMonth', () => {
  it('makes a sent month: closed for its owner and in the review queue of its consultant only', async () => {
    const db = ctx.database.db;
    const month = await createDeclarationMonth(db, {
      userId: professional.id,
      year: 2026,
      month: 10,
      status: 'sent',
    });
    await createDeclarationRow(db, { userId: professional.id, date: '2026-10-14', amount: 40 });

    const summary = await monthSummary(ctx.app, asProfessional, 2026, 10);
    expect(summary.editable).toBe(false);
    expect(summary.submitted_declarations).toMatchObject([{ id: month.id, status: 'sent' }]);

    const asConsultant = await consultant.signIn(ctx.app);
    const queue = (await asConsultant.call(`${REVIEW}?status=sent`)).json();
    expect(queue.months).toEqual([
      expect.objectContaining({
        id: month.id,
        user: expect.objectContaining({ id: professional.id }),
        row_count: 1,
        total_amount: 40,
      }),
    ]);
    const detail = (await asConsultant.call(`${REVIEW}/${month.id}`)).json();
    expect(detail.history).toMatchObject([{ by: { id: professional.id }, from: null, to: 'sent' }]);

    const asOther = await otherConsultant.signIn(ctx.app);
    expect((await asOther.call(`${REVIEW}?status=sent`)).json().months).toEqual([]);
    expect((await asOther.call(`${REVIEW}/${month.id}`)).statusCode).toBe(403);
  });

  it('makes a rejected month with the reviewer’s comment: open again and the comment shown', async () => {
    const db = ctx.database.db;
    const month = await createDeclarationMonth(db, {
      userId: professional.id,
      year: 2026,
      month: 9,
      status: 'rejected',
      reviewedBy: consultant.id,
    });
    await createDeclarationComment(db, {
      monthId: month.id,
      userId: consultant.id,
      comment: 'De bon van 3 september ontbreekt.',
    });
    const summary = await monthSummary(ctx.app, asProfessional, 2026, 9);
    expect(summary.editable).toBe(true);
    expect(summary.submitted_declarations[0]).toMatchObject({
      status: 'rejected',
      comments: [{ comment: 'De bon van 3 september ontbreekt.', user: { id: consultant.id } }],
    });
  });
});
