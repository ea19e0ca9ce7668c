import {
  daysInMonth,
  dutchMonthName,
  kilometreAmountCents,
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

/**
 * A year of declarations for demo people: approved months in the past, one rejected month with
 * the reviewer's comment, last month sent for review, and this month in progress, with
 * receipts as real PDF files.
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
      const submittedAt = status ? new Date(Date.UTC(year, month, 3, 9)) : null;
      const [monthRow] = await db
        .insert(declarationMonths)
        .values({
          userId: person.id,
          year,
          month,
          status,
          submittedAt,
          reviewedBy: status === 'approved' || status === 'rejected' ? reviewer : null,
          reviewedAt:
            status === 'approved' || status === 'rejected'
              ? new Date(Date.UTC(year, month, 6, 14))
              : null,
        })
        .returning({ id: declarationMonths.id });
      const monthId = monthRow!.id;

      const receiptFor = async (label: string, amount: string, day: number) => {
        const date = toIsoDate({ year, month, day });
        const bytes = makeTextPdf([
          label,
          `Datum: ${date.split('-').reverse().join('-')}`,
          `Bedrag: EUR ${amount}`,
          `${person.name} - ${dutchMonthName(month)} ${year}`,
        ]);
        const [file] = await db
          .insert(files)
          .values({
            ownerId: person.id,
            kind: 'receipt',
            title: `${label} ${date}`,
            originalName: `${label.toLowerCase().replace(/\s+/g, '-')}-${date}.pdf`,
            mimeType: 'application/pdf',
            size: bytes.length,
            storageKey: await storage.put(bytes),
          })
          .returning({ id: files.id });
        return file!.id;
      };

      const trip = TRIPS[personIndex % TRIPS.length]!;
      const rows: Array<typeof declarationRows.$inferInsert> = [];
      const tripDays = [2, 9, 16, 23].filter((day) => day <= lastDay);
      for (const day of tripDays) {
        const date = toIsoDate({ year, month, day });
        const km = trip.km;
        const common = {
          monthId,
          userId: person.id,
          typeId: typeId('Kilometers (auto)'),
          date,
          amountCents: kilometreAmountCents(km, 23),
          kilometerTenths: km * 10,
          transportType: 'auto',
          vatRate: 0,
        };
        rows.push({
          ...common,
          description: 'Klantbezoek',
          locationStart: trip.from,
          locationEnd: trip.to,
        });
        rows.push({
          ...common,
          description: 'Retour van Kilometers (auto)',
          locationStart: trip.to,
          locationEnd: trip.from,
          isReturn: true,
        });
      }
      if (lastDay >= 12) {
        rows.push({
          monthId,
          userId: person.id,
          typeId: typeId('Parkeren'),
          date: toIsoDate({ year, month, day: 12 }),
          amountCents: 1250,
          description: `Parkeergarage ${trip.to}`,
          vatRate: 21,
          receiptFileId: await receiptFor('Parkeerbon', '12,50', 12),
        });
      }
      if (lastDay >= 18) {
        rows.push({
          monthId,
          userId: person.id,
          typeId: typeId('Openbaar vervoer'),
          date: toIsoDate({ year, month, day: 18 }),
          amountCents: 2140,
          description: `Trein ${trip.from} - ${trip.to}`,
          vatRate: 9,
          receiptFileId: await receiptFor('NS reis', '21,40', 18),
        });
      }
      if (rows.length) await db.insert(declarationRows).values(rows);

      if (status) {
        await db.insert(declarationMonthHistory).values({
          monthId,
          actorId: person.id,
          fromStatus: null,
          toStatus: 'sent',
          at: submittedAt!,
        });
      }
      if (status === 'approved' || status === 'rejected') {
        await db.insert(declarationMonthHistory).values({
          monthId,
          actorId: reviewer,
          fromStatus: 'sent',
          toStatus: status,
          at: new Date(Date.UTC(year, month, 6, 14)),
        });
      }
      if (status === 'rejected') {
        await db.insert(declarationComments).values({
          monthId,
          userId: reviewer,
          comment:
            'De parkeerbon klopt niet met het bedrag (de bon is voor een andere dag). Wil je de regel aanpassen en de maand opnieuw indienen?',
          postedOn: new Date(Date.UTC(year, month, 6, 14)),
        });
      }
    }
  }
}
