import {
  eurosToCents,
  kilometreAmountCents,
  parseIsoDate,
  type MonthStatus,
} from '@portal/contract';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import {
  declarationComments,
  declarationMonthHistory,
  declarationMonths,
  declarationRows,
  declarationTypes,
  kilometerRates,
} from '../../src/db/schema.js';

/** Titles of the declaration types every installation gets (seeded with the demo company). */
export const DECLARATION_TYPE = {
  km: 'Kilometers (auto)',
  ov: 'Openbaar vervoer',
  parking: 'Parkeren',
  hotel: 'Hotel en overnachting',
  meals: 'Maaltijden',
  other: 'Overige kosten',
} as const;

export async function declarationTypeByTitle(db: Database, title: string) {
  const [type] = await db.select().from(declarationTypes).where(eq(declarationTypes.title, title));
  if (!type) throw new Error(`no declaration type ${title}`);
  return type;
}

export interface MonthOptions {
  userId: number;
  year: number;
  month: number;
  /** Default: none (an open month). */
  status?: MonthStatus | null;
  /** When it was sent; default now when a status is given. */
  submittedAt?: Date;
  /** The reviewer of an approved or rejected month. */
  reviewedBy?: number;
}

export interface FactoryMonth {
  id: number;
  userId: number;
  year: number;
  month: number;
  status: MonthStatus | null;
}

/**
 * A user's month with a status and the history that leads to it: sent by its owner, then
 * (approved or rejected) by `reviewedBy`. Fails when the user already has that month.
 */
export async function createDeclarationMonth(
  db: Database,
  options: MonthOptions,
): Promise<FactoryMonth> {
  const status = options.status ?? null;
  const submittedAt = status ? (options.submittedAt ?? new Date()) : null;
  const reviewed = status === 'approved' || status === 'rejected';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(declarationMonths)
      .values({
        userId: options.userId,
        year: options.year,
        month: options.month,
        status,
        submittedAt,
        reviewedBy: reviewed ? (options.reviewedBy ?? null) : null,
        reviewedAt: reviewed && options.reviewedBy ? new Date() : null,
      })
      .returning({ id: declarationMonths.id });
    const id = row!.id;
    if (status) {
      await tx.insert(declarationMonthHistory).values({
        monthId: id,
        actorId: options.userId,
        fromStatus: null,
        toStatus: reviewed ? 'sent' : status,
        at: submittedAt!,
      });
    }
    if (reviewed) {
      await tx.insert(declarationMonthHistory).values({
        monthId: id,
        actorId: options.reviewedBy ?? null,
        fromStatus: 'sent',
        toStatus: status,
      });
    }
    return { id, userId: options.userId, year: options.year, month: options.month, status };
  });
}

/** The user's month of a date, made open when it does not exist yet. */
async function monthOf(db: Database, userId: number, date: string): Promise<number> {
  const day = parseIsoDate(date);
  if (!day) throw new Error(`not a date: ${date}`);
  const where = and(
    eq(declarationMonths.userId, userId),
    eq(declarationMonths.year, day.year),
    eq(declarationMonths.month, day.month),
  );
  const [existing] = await db
    .select({ id: declarationMonths.id })
    .from(declarationMonths)
    .where(where);
  if (existing) return existing.id;
  return (await createDeclarationMonth(db, { userId, year: day.year, month: day.month })).id;
}

export interface RowOptions {
  userId: number;
  /** yyyy-MM-dd; the row lands in the user's month of this date (created when missing). */
  date: string;
  /** A type title; default "Overige kosten". */
  type?: string;
  /** Euros. Default 10, or km × the rate of the date for a type that calculates its amount. */
  amount?: number;
  description?: string;
  locationStart?: string;
  locationEnd?: string;
  kilometers?: number;
  transportType?: string;
  vatRate?: 0 | 9 | 21;
  receiptFileId?: number | null;
  isReturn?: boolean;
  returnOfRowId?: number | null;
}

/**
 * A declaration line as the database holds it, without the service's rules (those are tested
 * through the API): whatever the options say is written, so a test can also build a row the
 * API would refuse today, such as one in a closed month. The server keeps a month summary for
 * a few seconds and sees this write as another instance's: make the rows before the first read
 * of that month, or give the test a user of its own.
 */
export async function createDeclarationRow(
  db: Database,
  options: RowOptions,
): Promise<{ id: number; monthId: number }> {
  const type = await declarationTypeByTitle(db, options.type ?? DECLARATION_TYPE.other);
  const kilometers = options.kilometers ?? 0;
  let amountCents: number;
  if (options.amount !== undefined) amountCents = eurosToCents(options.amount);
  else if (type.autoCalculateAmount && type.calculateKilometers) {
    const [rate] = await db
      .select({ centsPerKm: kilometerRates.centsPerKm })
      .from(kilometerRates)
      .where(lte(kilometerRates.validFrom, options.date))
      .orderBy(desc(kilometerRates.validFrom))
      .limit(1);
    if (!rate) throw new Error(`no kilometre rate on ${options.date}`);
    amountCents = kilometreAmountCents(kilometers, rate.centsPerKm);
  } else amountCents = 1000;

  const monthId = await monthOf(db, options.userId, options.date);
  const [row] = await db
    .insert(declarationRows)
    .values({
      monthId,
      userId: options.userId,
      typeId: type.id,
      date: options.date,
      amountCents,
      description: options.description ?? (type.showDescriptionField ? 'Testregel' : ''),
      locationStart: options.locationStart ?? '',
      locationEnd: options.locationEnd ?? '',
      kilometerTenths: Math.round(kilometers * 10),
      transportType: options.transportType ?? (type.showTransportTypeField ? 'auto' : ''),
      isReturn: options.isReturn ?? false,
      returnOfRowId: options.returnOfRowId ?? null,
      vatRate: options.vatRate ?? 0,
      receiptFileId: options.receiptFileId ?? null,
    })
    .returning({ id: declarationRows.id });
  return { id: row!.id, monthId };
}

/** A reviewer's comment on a month (shown to the owner once the month is submitted). */
export async function createDeclarationComment(
  db: Database,
  options: { monthId: number; userId: number | null; comment?: string; postedOn?: Date },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(declarationComments)
    .values({
      monthId: options.monthId,
      userId: options.userId,
      comment: options.comment ?? 'Graag de bon van de parkeergarage toevoegen.',
      ...(options.postedOn ? { postedOn: options.postedOn } : {}),
    })
    .returning({ id: declarationComments.id });
  return { id: row!.id };
}
