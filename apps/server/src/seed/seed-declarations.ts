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
    receipt?: { label: string; amount: string; day: number };
  }>;
}

const monthKey = (userId: number, year: number, month: number) => `${userId}/${year}/${month}`;

/**
 * A year of declarations for demo people: approved months in the past, one rejected month with
 * the reviewer's comment, last month sent for review, and this month in progress, with
 * receipts as real PDF files. Planned in memory and written with one insert per table: row by
 * row it took some 700 round trips, each its own commit, and most of a fresh start's time.
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

      const trip = TRIPS[personIndex % TRIPS.length]!;
      const tripDays = [2, 9, 16, 23].filter((day) => day <= lastDay);
      for (const day of tripDays) {
        const date = toIsoDate({ year, month, day });
        const km = trip.km;
        const common = {
          userId: person.id,
          typeId: typeId('Kilometers (auto)'),
          date,
          amountCents: kilometreAmountCents(km, 23),
          kilometerTenths: km * 10,
          transportType: 'auto',
          vatRate: 0,
        };
        plan.rows.push({
          values: {
            ...common,
            description: 'Klantbezoek',
            locationStart: trip.from,
            locationEnd: trip.to,
          },
        });
        plan.rows.push({
          values: {
            ...common,
            description: 'Retour van Kilometers (auto)',
            locationStart: trip.to,
            locationEnd: trip.from,
            isReturn: true,
          },
        });
      }
      if (lastDay >= 12) {
        plan.rows.push({
          values: {
            userId: person.id,
            typeId: typeId('Parkeren'),
            date: toIsoDate({ year, month, day: 12 }),
            amountCents: 1250,
            description: `Parkeergarage ${trip.to}`,
            vatRate: 21,
          },
          receipt: { label: 'Parkeerbon', amount: '12,50', day: 12 },
        });
      }
      if (lastDay >= 18) {
        plan.rows.push({
          values: {
            userId: person.id,
            typeId: typeId('Openbaar vervoer'),
            date: toIsoDate({ year, month, day: 18 }),
            amountCents: 2140,
            description: `Trein ${trip.from} - ${trip.to}`,
            vatRate: 9,
          },
          receipt: { label: 'NS reis', amount: '21,40', day: 18 },
        });
      }
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
    withReceipt.map(async ({ plan, receipt }) => {
      const { year, month } = plan.month;
      const date = toIsoDate({ year, month, day: receipt.day });
      const bytes = makeTextPdf([
        receipt.label,
        `Datum: ${date.split('-').reverse().join('-')}`,
        `Bedrag: EUR ${receipt.amount}`,
        `${plan.person.name} - ${monthInSentence(year, month)}`,
      ]);
      return {
        ownerId: plan.person.id,
        kind: 'receipt' as const,
        title: `${receipt.label} ${date}`,
        originalName: `${receipt.label.toLowerCase().replace(/\s+/g, '-')}-${date}.pdf`,
        mimeType: 'application/pdf',
        size: bytes.length,
        storageKey: await storage.put(bytes),
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
