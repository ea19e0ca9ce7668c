import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  declarationComments,
  declarationMonthHistory,
  declarationMonths,
  declarationRowAttachments,
  declarationRows,
  declarationTypes,
  files,
  kilometerRates,
  userOwners,
  users,
} from '../../db/schema.js';

export type TypeRow = typeof declarationTypes.$inferSelect;
export type MonthRow = typeof declarationMonths.$inferSelect;
export type RowValues = Omit<typeof declarationRows.$inferInsert, 'id' | 'createdAt'>;

/** Row columns plus the type's title and whether the reverse trip exists in the same month. */
const rowSelection = {
  id: declarationRows.id,
  monthId: declarationRows.monthId,
  userId: declarationRows.userId,
  typeId: declarationRows.typeId,
  typeTitle: declarationTypes.title,
  date: declarationRows.date,
  amountCents: declarationRows.amountCents,
  description: declarationRows.description,
  locationStart: declarationRows.locationStart,
  locationEnd: declarationRows.locationEnd,
  kilometerTenths: declarationRows.kilometerTenths,
  transportType: declarationRows.transportType,
  isReturn: declarationRows.isReturn,
  returnOfRowId: declarationRows.returnOfRowId,
  vatRate: declarationRows.vatRate,
  receiptFileId: declarationRows.receiptFileId,
  hasReturn: sql<boolean>`exists (
    select 1 from declaration_rows rv
    where rv.month_id = ${declarationRows.monthId}
      and rv.id <> ${declarationRows.id}
      and (rv.return_of_row_id = ${declarationRows.id} or (
        rv.date = ${declarationRows.date}
        and rv.location_start = ${declarationRows.locationEnd}
        and rv.location_end = ${declarationRows.locationStart}
        and ${declarationRows.locationStart} <> ''))
  )`,
};
export type StoredRow = Omit<typeof declarationRows.$inferSelect, 'createdAt'> & {
  typeTitle: string;
  hasReturn: boolean;
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createDeclarationsRepository(db: Database) {
  async function rowsWhere(condition: ReturnType<typeof and>, executor: Database | Tx = db) {
    return executor
      .select(rowSelection)
      .from(declarationRows)
      .innerJoin(declarationTypes, eq(declarationTypes.id, declarationRows.typeId))
      .where(condition)
      .orderBy(asc(declarationRows.date), asc(declarationRows.id)) as Promise<StoredRow[]>;
  }

  return {
    listTypes(): Promise<TypeRow[]> {
      return db.select().from(declarationTypes).orderBy(asc(declarationTypes.title));
    },

    async findType(id: number): Promise<TypeRow | undefined> {
      const [row] = await db.select().from(declarationTypes).where(eq(declarationTypes.id, id));
      return row;
    },

    /** Cents per km valid on a date (yyyy-MM-dd), or undefined before the first rate. */
    async rateCentsOn(date: string): Promise<number | undefined> {
      const [row] = await db
        .select({ cents: kilometerRates.centsPerKm })
        .from(kilometerRates)
        .where(lte(kilometerRates.validFrom, date))
        .orderBy(desc(kilometerRates.validFrom))
        .limit(1);
      return row?.cents;
    },

    async findMonth(userId: number, year: number, month: number): Promise<MonthRow | undefined> {
      const [row] = await db
        .select()
        .from(declarationMonths)
        .where(
          and(
            eq(declarationMonths.userId, userId),
            eq(declarationMonths.year, year),
            eq(declarationMonths.month, month),
          ),
        );
      return row;
    },

    async findMonthById(id: number): Promise<MonthRow | undefined> {
      const [row] = await db.select().from(declarationMonths).where(eq(declarationMonths.id, id));
      return row;
    },

    /** The month record, created on first use (status null). */
    async ensureMonth(userId: number, year: number, month: number): Promise<MonthRow> {
      await db
        .insert(declarationMonths)
        .values({ userId, year, month })
        .onConflictDoNothing({
          target: [declarationMonths.userId, declarationMonths.year, declarationMonths.month],
        });
      const [row] = await db
        .select()
        .from(declarationMonths)
        .where(
          and(
            eq(declarationMonths.userId, userId),
            eq(declarationMonths.year, year),
            eq(declarationMonths.month, month),
          ),
        );
      return row!;
    },

    rowsOfMonth(monthId: number): Promise<StoredRow[]> {
      return rowsWhere(eq(declarationRows.monthId, monthId));
    },

    async findRow(id: number): Promise<StoredRow | undefined> {
      const [row] = await rowsWhere(eq(declarationRows.id, id));
      return row;
    },

    async attachmentsOf(rowIds: number[]) {
      if (rowIds.length === 0) return [];
      return db
        .select({
          rowId: declarationRowAttachments.rowId,
          fileId: declarationRowAttachments.fileId,
        })
        .from(declarationRowAttachments)
        .where(inArray(declarationRowAttachments.rowId, rowIds));
    },

    async insertRow(values: RowValues): Promise<number> {
      const [row] = await db
        .insert(declarationRows)
        .values(values)
        .returning({ id: declarationRows.id });
      return row!.id;
    },

    async insertRows(values: RowValues[]): Promise<void> {
      if (values.length) await db.insert(declarationRows).values(values);
    },

    async updateRow(id: number, values: Partial<RowValues>): Promise<void> {
      await db.update(declarationRows).set(values).where(eq(declarationRows.id, id));
    },

    async deleteRow(id: number): Promise<void> {
      await db.delete(declarationRows).where(eq(declarationRows.id, id));
    },

    /** Rows of a month on the given dates, to refuse copying a line onto a date that has it. */
    rowsOnDates(monthId: number, dates: string[]): Promise<StoredRow[]> {
      return rowsWhere(
        and(eq(declarationRows.monthId, monthId), inArray(declarationRows.date, dates)),
      );
    },

    /** Every month of a year with its status, number of rows and total, in one query. */
    async yearOverview(userId: number, year: number) {
      return db
        .select({
          id: declarationMonths.id,
          month: declarationMonths.month,
          status: declarationMonths.status,
          submittedAt: declarationMonths.submittedAt,
          rowCount: sql<number>`count(${declarationRows.id})::int`,
          totalCents: sql<number>`coalesce(sum(${declarationRows.amountCents}), 0)::int`,
        })
        .from(declarationMonths)
        .leftJoin(declarationRows, eq(declarationRows.monthId, declarationMonths.id))
        .where(and(eq(declarationMonths.userId, userId), eq(declarationMonths.year, year)))
        .groupBy(declarationMonths.id);
    },

    async commentsOf(monthIds: number[]) {
      if (monthIds.length === 0) return [];
      return db
        .select({
          id: declarationComments.id,
          monthId: declarationComments.monthId,
          comment: declarationComments.comment,
          postedOn: declarationComments.postedOn,
          userId: users.id,
          voornaam: users.voornaam,
          tussenvoegsel: users.tussenvoegsel,
          achternaam: users.achternaam,
          pictureId: users.publicPictureId,
        })
        .from(declarationComments)
        .leftJoin(users, eq(users.id, declarationComments.userId))
        .where(inArray(declarationComments.monthId, monthIds))
        .orderBy(asc(declarationComments.postedOn), asc(declarationComments.id));
    },

    async historyOf(monthId: number) {
      return db
        .select({
          at: declarationMonthHistory.at,
          fromStatus: declarationMonthHistory.fromStatus,
          toStatus: declarationMonthHistory.toStatus,
          actorId: users.id,
          actorName: users.displayName,
        })
        .from(declarationMonthHistory)
        .leftJoin(users, eq(users.id, declarationMonthHistory.actorId))
        .where(eq(declarationMonthHistory.monthId, monthId))
        .orderBy(asc(declarationMonthHistory.at), asc(declarationMonthHistory.id));
    },

    /** The user's last distinct trips (start, end), newest first. */
    async recentTrips(userId: number, limit = 10) {
      const result = await db.execute(sql`
        select id, location_start, location_end, kilometer_tenths from (
          select distinct on (location_start, location_end)
            id, location_start, location_end, kilometer_tenths, created_at
          from declaration_rows
          where user_id = ${userId} and location_start <> '' and location_end <> ''
            and kilometer_tenths > 0
          order by location_start, location_end, created_at desc
        ) trips order by created_at desc limit ${limit}`);
      return result.rows as Array<{
        id: number;
        location_start: string;
        location_end: string;
        kilometer_tenths: number;
      }>;
    },

    /**
     * Moves a month from one of `from` to `to` and records it, in one transaction. Returns false
     * when the month was not in one of those states (someone else was first).
     */
    async transition(input: {
      monthId: number;
      from: Array<string | null>;
      to: string;
      actorId: number;
      comment?: string;
      reviewed?: boolean;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const named = input.from.filter((value): value is string => value !== null);
        const allowsNull = input.from.includes(null);
        const conditions = [
          named.length ? inArray(declarationMonths.status, named) : undefined,
          allowsNull ? isNull(declarationMonths.status) : undefined,
        ].filter((c) => c !== undefined);
        const [previous] = await tx
          .select({ status: declarationMonths.status })
          .from(declarationMonths)
          .where(and(eq(declarationMonths.id, input.monthId), or(...conditions)))
          .for('update');
        if (!previous) return false;
        await tx
          .update(declarationMonths)
          .set({
            status: input.to,
            ...(input.reviewed
              ? { reviewedBy: input.actorId, reviewedAt: sql`now()` }
              : { submittedAt: sql`now()`, reviewedBy: null, reviewedAt: null }),
          })
          .where(eq(declarationMonths.id, input.monthId));
        await tx.insert(declarationMonthHistory).values({
          monthId: input.monthId,
          actorId: input.actorId,
          fromStatus: previous.status,
          toStatus: input.to,
        });
        if (input.comment) {
          await tx.insert(declarationComments).values({
            monthId: input.monthId,
            userId: input.actorId,
            comment: input.comment,
          });
        }
        return true;
      });
    },

    async addComment(monthId: number, userId: number, comment: string): Promise<void> {
      await db.insert(declarationComments).values({ monthId, userId, comment });
    },

    /** Submitted months for review, with totals; scoped to owned professionals when asked. */
    async reviewQueue(filter: {
      status?: string;
      year?: number;
      month?: number;
      userId?: number;
      ownedBy?: number;
      excludeUserId: number;
    }) {
      const conditions = [
        sql`${declarationMonths.status} is not null`,
        sql`${declarationMonths.userId} <> ${filter.excludeUserId}`,
        filter.status
          ? filter.status === 'sent'
            ? inArray(declarationMonths.status, ['sent', 'nieuw'])
            : eq(declarationMonths.status, filter.status)
          : undefined,
        filter.year ? eq(declarationMonths.year, filter.year) : undefined,
        filter.month ? eq(declarationMonths.month, filter.month) : undefined,
        filter.userId ? eq(declarationMonths.userId, filter.userId) : undefined,
        filter.ownedBy
          ? sql`exists (select 1 from ${userOwners} where ${userOwners.professionalId} = ${declarationMonths.userId} and ${userOwners.consultantId} = ${filter.ownedBy})`
          : undefined,
      ].filter((c) => c !== undefined);
      return db
        .select({
          id: declarationMonths.id,
          userId: declarationMonths.userId,
          userName: users.displayName,
          year: declarationMonths.year,
          month: declarationMonths.month,
          status: declarationMonths.status,
          submittedAt: declarationMonths.submittedAt,
          rowCount: sql<number>`(select count(*) from ${declarationRows} where ${declarationRows.monthId} = ${declarationMonths.id})::int`,
          totalCents: sql<number>`(select coalesce(sum(${declarationRows.amountCents}), 0) from ${declarationRows} where ${declarationRows.monthId} = ${declarationMonths.id})::int`,
        })
        .from(declarationMonths)
        .innerJoin(users, eq(users.id, declarationMonths.userId))
        .where(and(...conditions))
        .orderBy(desc(declarationMonths.submittedAt), asc(declarationMonths.id))
        .limit(500);
    },

    async isOwnedBy(professionalId: number, consultantId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(userOwners)
        .where(
          and(
            eq(userOwners.professionalId, professionalId),
            eq(userOwners.consultantId, consultantId),
          ),
        );
      return Boolean(row);
    },

    async userName(userId: number): Promise<string> {
      const [row] = await db
        .select({ name: users.displayName })
        .from(users)
        .where(eq(users.id, userId));
      return row?.name ?? '';
    },

    async filesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: files.id,
          originalName: files.originalName,
          mimeType: files.mimeType,
          ownerId: files.ownerId,
        })
        .from(files)
        .where(inArray(files.id, ids));
    },

    /** Whether a file is a receipt or attachment of one of this user's rows. */
    async fileOwnerThroughRows(fileId: number): Promise<number | undefined> {
      const result = await db.execute(sql`
        select r.user_id from declaration_rows r where r.receipt_file_id = ${fileId}
        union
        select r.user_id from declaration_row_attachments a
          join declaration_rows r on r.id = a.row_id where a.file_id = ${fileId}
        limit 1`);
      return (result.rows[0] as { user_id: number } | undefined)?.user_id;
    },

    async addAttachments(rowId: number, fileIds: number[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db
        .insert(declarationRowAttachments)
        .values(fileIds.map((fileId) => ({ rowId, fileId })))
        .onConflictDoNothing();
    },
  };
}

export type DeclarationsRepository = ReturnType<typeof createDeclarationsRepository>;
