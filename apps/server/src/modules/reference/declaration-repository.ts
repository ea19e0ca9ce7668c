import { asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { parseRows } from '../../db/query.js';
import { declarationRows, declarationTypes, kilometerRates } from '../../db/schema.js';
import { recordAudit } from '../audit/repository.js';

/**
 * Declaration types and kilometre rates as Beheer writes them. A type a line uses is never
 * deleted (retired instead); a rate is changed or removed only while no line with kilometres
 * falls in its period, so a stored amount always matches the rate of its date.
 */

export type TypeRow = typeof declarationTypes.$inferSelect;
export type TypeValues = Partial<Omit<TypeRow, 'id'>>;
export type RateRow = typeof kilometerRates.$inferSelect;

/** Why a rate write was refused, or what it wrote. */
export type RateOutcome = 'missing' | 'exists' | { inUse: number } | RateRow;

const countSchema = z.object({ n: z.number().int() });

/** Lines with kilometres dated from `from` up to (not including) `until`. */
async function linesIn(tx: Transaction, from: string, until: string | null): Promise<number> {
  const result = await tx.execute(
    sql`select count(*)::int as n from declaration_rows
        where kilometer_tenths > 0 and date >= ${from}::date
          and (${until}::date is null or date < ${until}::date)`,
  );
  return parseRows('reference_rate_lines', countSchema, result.rows)[0]?.n ?? 0;
}

/** The period a rate starting at `from` covers among the other rates: up to the next start. */
function periodEnd(others: RateRow[], from: string): string | null {
  return (
    others
      .map((rate) => rate.validFrom)
      .filter((start) => start > from)
      .sort()[0] ?? null
  );
}

export function createDeclarationReferenceRepository(db: Database) {
  /**
   * Rate writes run one at a time (the table is locked in the transaction): two at once could
   * each see a free period that the other is just taking.
   */
  function rateTransaction<T>(work: (tx: Transaction, rates: RateRow[]) => Promise<T>) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table kilometer_rates in share row exclusive mode`);
      const rates = await tx.select().from(kilometerRates).orderBy(asc(kilometerRates.validFrom));
      return work(tx, rates);
    });
  }

  /** The lines the rate starting at `from` prices, with `others` the rest of the rates. */
  const pricedBy = (tx: Transaction, others: RateRow[], from: string) =>
    linesIn(tx, from, periodEnd(others, from));

  const auditRate = (
    tx: Transaction,
    actorId: number,
    verb: string,
    id: number,
    before: RateRow | null,
    after: RateRow | null,
  ) =>
    recordAudit(tx, {
      actorId,
      action: `kilometer-rate.${verb}`,
      entityKind: 'kilometer-rate',
      entityId: id,
      before,
      after,
    });

  return {
    listTypes(): Promise<TypeRow[]> {
      return db.select().from(declarationTypes).orderBy(asc(declarationTypes.title));
    },

    async findType(id: number): Promise<TypeRow | undefined> {
      const [row] = await db.select().from(declarationTypes).where(eq(declarationTypes.id, id));
      return row;
    },

    /** How many lines each type has. */
    async typeUsage(): Promise<Map<number, number>> {
      const rows = await db
        .select({ typeId: declarationRows.typeId, n: count() })
        .from(declarationRows)
        .groupBy(declarationRows.typeId);
      return new Map(rows.map((row) => [row.typeId, row.n]));
    },

    async createType(actorId: number, values: TypeValues & { title: string }): Promise<TypeRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(declarationTypes).values(values).returning();
        await recordAudit(tx, {
          actorId,
          action: 'declaration-type.create',
          entityKind: 'declaration-type',
          entityId: row!.id,
          before: null,
          after: row,
        });
        return row!;
      });
    },

    async updateType(
      actorId: number,
      id: number,
      values: TypeValues,
      verb: string,
    ): Promise<TypeRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(declarationTypes)
          .where(eq(declarationTypes.id, id))
          .for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(declarationTypes)
          .set(values)
          .where(eq(declarationTypes.id, id))
          .returning();
        await recordAudit(tx, {
          actorId,
          action: `declaration-type.${verb}`,
          entityKind: 'declaration-type',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },

    /** 'missing', the number of lines that keep it, or 'deleted'. */
    async deleteType(actorId: number, id: number): Promise<'missing' | 'deleted' | number> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(declarationTypes)
          .where(eq(declarationTypes.id, id))
          .for('update');
        if (!before) return 'missing';
        const [used] = await tx
          .select({ n: count() })
          .from(declarationRows)
          .where(eq(declarationRows.typeId, id));
        if (used && used.n > 0) return used.n;
        await tx.delete(declarationTypes).where(eq(declarationTypes.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'declaration-type.delete',
          entityKind: 'declaration-type',
          entityId: id,
          before,
          after: null,
        });
        return 'deleted';
      });
    },

    /** Cents per km on a day (yyyy-MM-dd): the latest rate that started on or before it. */
    async rateOn(day: string): Promise<number | undefined> {
      const [row] = await db
        .select({ centsPerKm: kilometerRates.centsPerKm })
        .from(kilometerRates)
        .where(lte(kilometerRates.validFrom, day))
        .orderBy(desc(kilometerRates.validFrom))
        .limit(1);
      return row?.centsPerKm;
    },

    /** Every rate, oldest first, with the lines each prices. */
    async listRates(): Promise<{ rate: RateRow; until: string | null; lines: number }[]> {
      return db.transaction(async (tx) => {
        const rates = await tx.select().from(kilometerRates).orderBy(asc(kilometerRates.validFrom));
        return Promise.all(
          rates.map(async (rate) => {
            const until = periodEnd(rates, rate.validFrom);
            return { rate, until, lines: await linesIn(tx, rate.validFrom, until) };
          }),
        );
      });
    },

    /** A new rate, unless one starts that day or lines in the period it would take exist. */
    createRate(actorId: number, values: { validFrom: string; centsPerKm: number }) {
      return rateTransaction(async (tx, rates): Promise<RateOutcome> => {
        if (rates.some((rate) => rate.validFrom === values.validFrom)) return 'exists';
        const lines = await pricedBy(tx, rates, values.validFrom);
        if (lines > 0) return { inUse: lines };
        const [row] = await tx.insert(kilometerRates).values(values).returning();
        await auditRate(tx, actorId, 'create', row!.id, null, row!);
        return row!;
      });
    },

    /** Changes a rate no line is priced with, in its current period and in the new one. */
    updateRate(actorId: number, id: number, values: { validFrom?: string; centsPerKm?: number }) {
      return rateTransaction(async (tx, rates): Promise<RateOutcome> => {
        const before = rates.find((rate) => rate.id === id);
        if (!before) return 'missing';
        const others = rates.filter((rate) => rate.id !== id);
        const from = values.validFrom ?? before.validFrom;
        if (others.some((rate) => rate.validFrom === from)) return 'exists';
        const lines =
          (await pricedBy(tx, others, before.validFrom)) +
          (from === before.validFrom ? 0 : await pricedBy(tx, others, from));
        if (lines > 0) return { inUse: lines };
        const [after] = await tx
          .update(kilometerRates)
          .set(values)
          .where(eq(kilometerRates.id, id))
          .returning();
        await auditRate(tx, actorId, 'update', id, before, after!);
        return after!;
      });
    },

    deleteRate(actorId: number, id: number) {
      return rateTransaction(async (tx, rates): Promise<RateOutcome> => {
        const before = rates.find((rate) => rate.id === id);
        if (!before) return 'missing';
        const others = rates.filter((rate) => rate.id !== id);
        const lines = await pricedBy(tx, others, before.validFrom);
        if (lines > 0) return { inUse: lines };
        await tx.delete(kilometerRates).where(eq(kilometerRates.id, id));
        await auditRate(tx, actorId, 'delete', id, before, null);
        return before;
      });
    },
  };
}

export type DeclarationReferenceRepository = ReturnType<
  typeof createDeclarationReferenceRepository
>;
