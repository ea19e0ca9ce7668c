import { receiptSha256 } from '../modules/declarations/receipts.js';
import {
  daysInMonth,
  kilometreAmountCents,
  monthInSentence,
  toIsoDate,
  type CalendarDate,
} from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../modules/files/storage.js';
import type { Database } from '../db/client.js';
import { makeTextPdf } from './demo-pdf.js';
import { makeReceiptImage } from './demo-receipt-image.js';
import {
  declarationComments,
  declarationMonthHistory,
  declarationMonths,
  declarationRows,
  declarationTypes,
  files,
  kilometerRates,
  userOwners,
  users,
} from '../db/schema.js';

/** €0,23 per km: the untaxed maximum for business kilometres in 2024 to 2026. */
export const DEMO_KILOMETER_RATE = { validFrom: '2024-01-01', centsPerKm: 23 };

export const DEMO_DECLARATION_TYPES = [
  {
    title: 'Kilometers (auto)',
    showAmountField: true,
    showLocationStartField: true,
    showLocationEndField: true,
    showKilometersField: true,
    showTransportTypeField: true,
    showReceiptField: false,
    showVatField: false,
    autoCalculateAmount: true,
    calculateKilometers: true,
  },
  { title: 'Openbaar vervoer', isReceiptRequired: true },
  { title: 'Parkeren', isReceiptRequired: true },
  { title: 'Hotel en overnachting', isReceiptRequired: true },
  { title: 'Maaltijden', isReceiptRequired: true },
  { title: 'Overige kosten', isReceiptRequired: false },
];

/** Declaration types and the kilometre rate: what every installation needs. */
export async function seedDeclarationTypes(db: Database): Promise<void> {
  await db.insert(declarationTypes).values(DEMO_DECLARATION_TYPES);
  await db.insert(kilometerRates).values(DEMO_KILOMETER_RATE);
}

const TRIPS = [
  { from: 'Utrecht', to: 'Amersfoort', km: 27 },
  { from: 'Utrecht', to: 'Den Haag', km: 62 },
  { from: 'Amsterdam', to: 'Utrecht', km: 45 },
  { from: 'Arnhem', to: 'Nijmegen', km: 22 },
  { from: 'Rotterdam', to: 'Dordrecht', km: 24 },
];

function shiftMonth(today: CalendarDate, offset: number) {
  const index = today.year * 12 + (today.month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

type RowValues = typeof declarationRows.$inferInsert;

/** One demo month: its values, its rows, and which rows get a receipt (label, amount, day). */
interface PlannedMonth {
  person: { id: number; name: string };
  month: typeof declarationMonths.$inferInsert;
  rows: Array<{
    values: Omit<RowValues, 'monthId'>;
    receipt?: { label: string; amount: string; day: number; image?: boolean };
  }>;
}

const monthKey = (userId: number, year: number, month: number) => `${userId}/${year}/${month}`;

/** A fixed pseudo-random whole number below `below` for a person, month and purpose. */
function vary(person: number, offset: number, purpose: number, below: number) {
  const mixed = Math.imul(person * 73 + (offset + 24) * 151 + purpose * 977, 2654435761) >>> 0;
  return (mixed >>> 8) % below;
}

/** Days a month's trips can fall on; a month uses a few of them. */
const TRIP_DAYS = [2, 5, 9, 13, 16, 20, 23, 27];

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * A year of declarations for demo people: approved months in the past, one rejected month with
 * the reviewer's comment, last month sent for review, and this month partly filled (up to
 * yesterday). Months differ by person and month (trips, return trips, amounts, lunches and
 * hotel nights), from a fixed pseudo-random choice so every start gives the same demo; receipts
 * are real files: PDF invoices and small PNG photos. Planned in memory and written with one
 * insert per table: row by row it took some 700 round trips, each its own commit, and most of
 * a fresh start's time.
 */
export async function seedDemoDeclarations(
  db: Database,
  storage: FileStorage,
  today: CalendarDate,
): Promise<void> {
  const types = new Map(
    (await db.select().from(declarationTypes)).map((type) => [type.title, type.id]),
  );
  const typeId = (title: string) => types.get(title)!;
  const people = await db
    .select({ id: users.id, nicename: users.nicename, name: users.displayName })
    .from(users)
    .where(
      inArray(users.nicename, ['daan', 'emma', 'thijs', 'julia', 'bram', 'noor', 'milan', 'sem']),
    );
  const owners = new Map(
    (
      await db
        .select({
          professionalId: userOwners.professionalId,
          consultantId: userOwners.consultantId,
        })
        .from(userOwners)
    ).map((row) => [row.professionalId, row.consultantId]),
  );

  const plans: PlannedMonth[] = [];
  for (const [personIndex, person] of people.entries()) {
    const reviewer = owners.get(person.id) ?? null;
    for (let offset = -11; offset <= 0; offset++) {
      const { year, month } = shiftMonth(today, offset);
      const status =
        offset === 0
          ? null
          : offset === -1
            ? 'sent'
            : offset === -2 && person.nicename === 'daan'
              ? 'rejected'
              : 'approved';
      const lastDay = offset === 0 ? Math.max(1, today.day - 1) : daysInMonth(year, month);
      const reviewed = status === 'approved' || status === 'rejected';
      const plan: PlannedMonth = {
        person,
        month: {
          userId: person.id,
          year,
          month,
          status,
          submittedAt: status ? new Date(Date.UTC(year, month, 3, 9)) : null,
          reviewedBy: reviewed ? reviewer : null,
          reviewedAt: reviewed ? new Date(Date.UTC(year, month, 6, 14)) : null,
        },
        rows: [],
      };
      plans.push(plan);

      const v = (purpose: number, below: number) => vary(personIndex, offset, purpose, below);
      // Daan's rejected month keeps the full pattern (ten lines), as the journeys expect.
      const full = status === 'rejected';
      const trip = TRIPS[(personIndex + v(1, 2)) % TRIPS.length]!;
      const tripDays = full
        ? [2, 9, 16, 23]
        : TRIP_DAYS.filter((_, index) => (index + v(2, 3)) % (2 + v(3, 3)) === 0);
      const add = (
        values: Omit<RowValues, 'monthId' | 'userId'>,
        receipt?: PlannedMonth['rows'][number]['receipt'],
      ) => {
        if (receipt && receipt.day > lastDay) return;
        if (!receipt && values.date && Number(values.date.slice(8)) > lastDay) return;
        plan.rows.push({ values: { userId: person.id, ...values }, receipt });
      };
      for (const [index, day] of tripDays.entries()) {
        const date = toIsoDate({ year, month, day });
        const km = trip.km;
        const common = {
          typeId: typeId('Kilometers (auto)'),
          date,
          amountCents: kilometreAmountCents(km, 23),
          kilometerTenths: km * 10,
          transportType: 'auto',
          vatRate: 0,
        };
        add({
          ...common,
          description: ['Klantbezoek', 'Overleg op locatie', 'Workshop bij de klant'][
            (index + v(4, 3)) % 3
          ]!,
          locationStart: trip.from,
          locationEnd: trip.to,
        });
        // Most trips have their way back declared; some were one way.
        if (full || (index + v(5, 4)) % 4 !== 0) {
          add({
            ...common,
            description: 'Retour van Kilometers (auto)',
            locationStart: trip.to,
            locationEnd: trip.from,
            isReturn: true,
          });
        }
      }
      if (full || v(6, 3) !== 0) {
        const cents = full ? 1250 : 650 + v(7, 9) * 225;
        add(
          {
            typeId: typeId('Parkeren'),
            date: toIsoDate({ year, month, day: 12 }),
            amountCents: cents,
            description: `Parkeergarage ${trip.to}`,
            vatRate: 21,
          },
          { label: 'Parkeerbon', amount: euros(cents), day: 12 },
        );
      }
      if (full || v(8, 2) === 0) {
        const cents = full ? 2140 : 1180 + v(9, 12) * 130;
        add(
          {
            typeId: typeId('Openbaar vervoer'),
            date: toIsoDate({ year, month, day: 18 }),
            amountCents: cents,
            description: `Trein ${trip.from} - ${trip.to}`,
            vatRate: 9,
          },
          { label: 'NS reis', amount: euros(cents), day: 18, image: !full && v(10, 2) === 0 },
        );
      }
      // Now and then a lunch (a photo of the till receipt) or a hotel night (a PDF invoice).
      const extras = [
        {
          when: v(11, 3) === 0,
          type: 'Maaltijden',
          day: 6 + v(12, 20),
          cents: 1295 + v(13, 10) * 175,
          description: 'Lunch met opdrachtgever',
          label: 'Kassabon lunch',
          image: true,
        },
        {
          when: v(14, 7) === 0,
          type: 'Hotel en overnachting',
          day: 3 + v(15, 22),
          cents: 8900 + v(16, 5) * 1000,
          description: `Overnachting ${trip.to} (training)`,
          label: 'Hotelnota',
          image: false,
        },
      ];
      for (const extra of extras.filter((item) => !full && item.when)) {
        add(
          {
            typeId: typeId(extra.type),
            date: toIsoDate({ year, month, day: extra.day }),
            amountCents: extra.cents,
            description: extra.description,
            vatRate: 9,
          },
          { label: extra.label, amount: euros(extra.cents), day: extra.day, image: extra.image },
        );
      }
      // Dates in order, as a person would have entered them over the month.
      plan.rows.sort((a, b) => String(a.values.date).localeCompare(String(b.values.date)));
    }
  }

  const monthIds = new Map(
    (
      await db
        .insert(declarationMonths)
        .values(plans.map((plan) => plan.month))
        .returning({
          id: declarationMonths.id,
          userId: declarationMonths.userId,
          year: declarationMonths.year,
          month: declarationMonths.month,
        })
    ).map((row) => [monthKey(row.userId, row.year, row.month), row.id]),
  );
  const monthIdOf = (plan: PlannedMonth) =>
    monthIds.get(monthKey(plan.person.id, plan.month.year, plan.month.month))!;

  const withReceipt = plans.flatMap((plan) =>
    plan.rows.flatMap((row) => (row.receipt ? [{ plan, row, receipt: row.receipt }] : [])),
  );
  const receiptFiles = await Promise.all(
    withReceipt.map(async ({ plan, receipt }, index) => {
      const { year, month } = plan.month;
      const date = toIsoDate({ year, month, day: receipt.day });
      const bytes = receipt.image
        ? makeReceiptImage(index + 1)
        : makeTextPdf([
            receipt.label,
            `Datum: ${date.split('-').reverse().join('-')}`,
            `Bedrag: EUR ${receipt.amount}`,
            `${plan.person.name} - ${monthInSentence(year, month)}`,
          ]);
      const extension = receipt.image ? 'png' : 'pdf';
      return {
        ownerId: plan.person.id,
        kind: 'receipt' as const,
        title: `${receipt.label} ${date}`,
        originalName: `${receipt.label.toLowerCase().replace(/\s+/g, '-')}-${date}.${extension}`,
        mimeType: receipt.image ? 'image/png' : 'application/pdf',
        size: bytes.length,
        storageKey: await storage.put(bytes),
        sha256: receiptSha256(bytes),
      };
    }),
  );
  const fileIds = new Map(
    receiptFiles.length
      ? (
          await db
            .insert(files)
            .values(receiptFiles)
            .returning({ id: files.id, storageKey: files.storageKey })
        ).map((file) => [file.storageKey, file.id])
      : [],
  );
  const receiptOf = new Map(
    withReceipt.map(({ row }, index) => [row, fileIds.get(receiptFiles[index]!.storageKey)!]),
  );

  const rows = plans.flatMap((plan) =>
    plan.rows.map((row) => ({
      ...row.values,
      monthId: monthIdOf(plan),
      receiptFileId: receiptOf.get(row) ?? null,
    })),
  );
  if (rows.length) await db.insert(declarationRows).values(rows);

  const history = plans.flatMap((plan) => {
    const { status, submittedAt, reviewedAt, reviewedBy } = plan.month;
    if (!status) return [];
    const sent = {
      monthId: monthIdOf(plan),
      actorId: plan.person.id,
      fromStatus: null,
      toStatus: 'sent',
      at: submittedAt!,
    };
    if (status !== 'approved' && status !== 'rejected') return [sent];
    return [
      sent,
      {
        monthId: monthIdOf(plan),
        actorId: reviewedBy ?? null,
        fromStatus: 'sent',
        toStatus: status,
        at: reviewedAt!,
      },
    ];
  });
  if (history.length) await db.insert(declarationMonthHistory).values(history);

  const comments = plans
    .filter((plan) => plan.month.status === 'rejected')
    .map((plan) => ({
      monthId: monthIdOf(plan),
      userId: plan.month.reviewedBy ?? null,
      comment:
        'De parkeerbon klopt niet met het bedrag (de bon is voor een andere dag). Wil je de regel aanpassen en de maand opnieuw indienen?',
      postedOn: plan.month.reviewedAt!,
    }));
  if (comments.length) await db.insert(declarationComments).values(comments);
}
