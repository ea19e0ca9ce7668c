import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../audit/repository.js';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { placeKeySql, rememberedTenthsSql } from './route-distances.js';
import { intParam } from '../../db/sql-params.js';
import { createWithdrawalRepository, reviewOpenedSql } from './withdrawal-repository.js';
import {
  duplicatesJson,
  ROW_DUPLICATES,
  storedDuplicateSchema,
  type StoredDuplicate,
} from './duplicates-sql.js';
import {
  declarationComments,
  declarationMonthHistory,
  declarationMonths,
  declarationRows,
  declarationTypes,
  kilometerRates,
  userOwners,
  users,
} from '../../db/schema.js';
import {
  monthRowSchema,
  monthSnapshotSchema,
  recentTripSchema,
  storedCommentSchema,
  storedRowSchema,
  yearMonthSchema,
  type StoredComment,
  type StoredRow,
} from './stored-rows.js';

export type { StoredComment, StoredRow } from './stored-rows.js';

export type TypeRow = typeof declarationTypes.$inferSelect;
/** Whether a reviewer opened it is read where it counts (withdrawal-repository.ts). */
export type MonthRow = Omit<
  typeof declarationMonths.$inferSelect,
  'reviewOpenedAt' | 'reviewOpenedBy'
>;
export type RowValues = Omit<typeof declarationRows.$inferInsert, 'id' | 'createdAt'>;

/**
 * A row as the API needs it, read in one query: the type's title, the receipt's name and type,
 * the attachments, and whether the reverse trip exists in the same month.
 */
const ROW_BASE = sql`
  r.id, r.month_id as "monthId", r.user_id as "userId", r.type_id as "typeId",
  (select t.title from declaration_types t where t.id = r.type_id) as "typeTitle",
  to_char(r.date, 'YYYY-MM-DD') as date,
  r.amount_cents as "amountCents", r.description,
  r.location_start as "locationStart", r.location_end as "locationEnd",
  r.kilometer_tenths as "kilometerTenths", r.transport_type as "transportType",
  r.is_return as "isReturn", r.return_of_row_id as "returnOfRowId", r.vat_rate as "vatRate",
  r.receipt_file_id as "receiptFileId",
  (select f.original_name from files f where f.id = r.receipt_file_id) as "receiptName",
  (select f.mime_type from files f where f.id = r.receipt_file_id) as "receiptMime",
  ${ROW_DUPLICATES} as "duplicateOf"`;

/** Per-row extras for reads of single rows; the month screen derives them in one pass instead. */
const ROW_EXTRAS = sql`
  exists (
    select 1 from declaration_rows rv
    where rv.month_id = r.month_id and rv.id <> r.id
      and (rv.return_of_row_id = r.id or (
        rv.date = r.date and rv.location_start = r.location_end
        and rv.location_end = r.location_start and r.location_start <> ''))
  ) as "hasReturn",
  coalesce((
    select json_agg(json_build_object('id', af.id, 'name', af.original_name, 'mime', af.mime_type)
                    order by af.id)
    from declaration_row_attachments a join files af on af.id = a.file_id
    where a.row_id = r.id
  ), '[]'::json) as attachments`;

// Lookups by primary key per row (above) rather than joins: a month has a handful of rows, and
// joins made PostgreSQL hash the whole files and types tables for every request.
const ROW_SOURCE = sql`declaration_rows r`;

const COMMENT_JSON = sql`json_build_object(
  'id', c.id, 'comment', c.comment, 'postedOn', c.posted_on, 'userId', cu.id,
  'voornaam', cu.voornaam, 'tussenvoegsel', cu.tussenvoegsel, 'achternaam', cu.achternaam,
  'pictureId', cu.public_picture_id, 'rowId', c.row_id)`;

/**
 * The extras of every row of one month at once: its attachments, and whether its reverse trip
 * (an explicit return, or the same trip the other way on the same day) is in the month.
 */
export function completeMonthRows(
  rows: Array<Omit<StoredRow, 'hasReturn' | 'attachments'>>,
  attachments: Array<{ rowId: number; id: number; name: string; mime: string }>,
): StoredRow[] {
  return rows.map((row) => ({
    ...row,
    hasReturn: rows.some(
      (other) =>
        other.id !== row.id &&
        (other.returnOfRowId === row.id ||
          (row.locationStart !== '' &&
            other.date === row.date &&
            other.locationStart === row.locationEnd &&
            other.locationEnd === row.locationStart)),
    ),
    attachments: attachments
      .filter((file) => file.rowId === row.id)
      .map(({ id, name, mime }) => ({ id, name, mime })),
  }));
}

export function createDeclarationsRepository(db: Database) {
  // The hot queries are named prepared statements: PostgreSQL then plans each once per
  // connection instead of on every call (planning costs more than running these queries).
  function rowsWhere(name: string, condition: SQL): Promise<StoredRow[]> {
    return queryRows(
      db,
      name,
      storedRowSchema,
      sql`select ${ROW_BASE}, ${ROW_EXTRAS} from ${ROW_SOURCE}
          where ${condition} order by r.date, r.id`,
    );
  }

  return {
    // Issue 25 item 6: a reviewer opening a month, and its owner withdrawing it.
    ...createWithdrawalRepository(db),

    listTypes(): Promise<TypeRow[]> {
      return db.select().from(declarationTypes).orderBy(asc(declarationTypes.title));
    },

    /** Every kilometre rate, oldest first. */
    listRates() {
      return db
        .select({ validFrom: kilometerRates.validFrom, centsPerKm: kilometerRates.centsPerKm })
        .from(kilometerRates)
        .orderBy(asc(kilometerRates.validFrom));
    },

    async findMonth(userId: number, year: number, month: number): Promise<MonthRow | undefined> {
      const [row] = await queryRows(
        db,
        'decl_find_month',
        monthRowSchema,
        sql`select id, user_id as "userId", year, month, status, submitted_at as "submittedAt",
              reviewed_by as "reviewedBy", reviewed_at as "reviewedAt"
            from declaration_months
            where user_id = ${userId} and year = ${year} and month = ${month}`,
      );
      return row;
    },

    async findMonthById(id: number): Promise<MonthRow | undefined> {
      const [row] = await db.select().from(declarationMonths).where(eq(declarationMonths.id, id));
      return row;
    },

    rowsOfMonth(monthId: number): Promise<StoredRow[]> {
      return rowsWhere('decl_rows_of_month', sql`r.month_id = ${monthId}`);
    },

    async findRow(id: number): Promise<StoredRow | undefined> {
      const [row] = await rowsWhere('decl_row_by_id', sql`r.id = ${id}`);
      return row;
    },

    /**
     * The month screen in one round trip: the month (if any), its rows and, once submitted,
     * the reviewers' comments.
     */
    async monthSnapshot(userId: number, year: number, month: number) {
      const [snapshot] = await queryRows(
        db,
        'decl_month_snapshot',
        monthSnapshotSchema,
        sql`
        select m.id, m.status, m.submitted_at as "submittedAt",
          ${reviewOpenedSql(sql`m`)} as "reviewOpened",
          coalesce((select json_agg(x) from (
            select ${ROW_BASE} from ${ROW_SOURCE} where r.month_id = m.id order by r.date, r.id
          ) x), '[]'::json) as rows,
          coalesce((
            select json_agg(json_build_object(
              'rowId', a.row_id, 'id', af.id, 'name', af.original_name, 'mime', af.mime_type)
              order by af.id)
            from declaration_rows ar
            join declaration_row_attachments a on a.row_id = ar.id
            join files af on af.id = a.file_id
            where ar.month_id = m.id
          ), '[]'::json) as attachments,
          case when m.status is null then '[]'::json else coalesce((
            select json_agg(${COMMENT_JSON} order by c.posted_on, c.id)
            from declaration_comments c left join users cu on cu.id = c.user_id
            where c.month_id = m.id
          ), '[]'::json) end as comments
        from declaration_months m
        where m.user_id = ${userId} and m.year = ${year} and m.month = ${month}`,
      );
      if (!snapshot) return undefined;
      return { ...snapshot, rows: completeMonthRows(snapshot.rows, snapshot.attachments) };
    },

    /**
     * The user's lines a line being typed would look like (the form's check before saving);
     * `excludeId` is the line being edited. Without an amount or receipt hash, that side
     * finds nothing.
     */
    async duplicatesOf(input: {
      userId: number;
      date: string;
      typeId: number;
      amountCents: number | null;
      locationStart: string;
      locationEnd: string;
      sha256: string | null;
      excludeId: number | null;
    }): Promise<StoredDuplicate[]> {
      const [row] = await queryRows(
        db,
        'decl_duplicates_of',
        z.strictObject({ duplicates: z.array(storedDuplicateSchema) }),
        sql`select ${duplicatesJson({
          userId: sql`${input.userId}::int`,
          date: sql`${input.date}::date`,
          typeId: sql`${input.typeId}::int`,
          amountCents: sql`${input.amountCents}::int`,
          locationStart: sql`${input.locationStart}::text`,
          locationEnd: sql`${input.locationEnd}::text`,
          sha256: sql`${input.sha256}::text`,
          receiptFileId: sql`null::int`,
          rowId: sql`${input.excludeId}::int`,
        })} as duplicates`,
      );
      return row?.duplicates ?? [];
    },

    async insertRows(values: RowValues[]): Promise<void> {
      if (values.length) await db.insert(declarationRows).values(values);
    },

    /** Rows of a month on the given dates, to refuse copying a line onto a date that has it. */
    rowsOnDates(monthId: number, dates: string[]): Promise<StoredRow[]> {
      return rowsWhere(
        'decl_rows_on_dates',
        sql`r.month_id = ${monthId} and r.date = any(${sql.param(dates)}::date[])`,
      );
    },

    /** Every month of a year with its status, number of rows and total, in one query. */
    async yearOverview(userId: number, year: number) {
      return queryRows(
        db,
        'decl_year_overview',
        yearMonthSchema,
        sql`select m.id, m.month, m.status, m.submitted_at as "submittedAt",
              count(r.id)::int as "rowCount", coalesce(sum(r.amount_cents), 0)::int as "totalCents"
            from declaration_months m
            left join declaration_rows r on r.month_id = m.id
            where m.user_id = ${userId} and m.year = ${year}
            group by m.id`,
      );
    },

    async commentsOf(monthId: number): Promise<StoredComment[]> {
      const rows = await queryRows(
        db,
        'decl_comments_of_month',
        z.strictObject({ comment: storedCommentSchema }),
        sql`select ${COMMENT_JSON} as comment from declaration_comments c
            left join users cu on cu.id = c.user_id
            where c.month_id = ${monthId} order by c.posted_on, c.id`,
      );
      return rows.map((row) => row.comment);
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

    /**
     * The user's last distinct trips (start, end), newest first, each with the km they last
     * declared for that route (route-distances.ts), also when that was the other way round.
     */
    async recentTrips(userId: number, limit = 10) {
      return queryRows(
        db,
        'decl_recent_trips',
        recentTripSchema,
        sql`select id, location_start, location_end,
              coalesce(${rememberedTenthsSql(userId, sql`trips.location_start`, sql`trips.location_end`)},
                kilometer_tenths) as kilometer_tenths
            from (
              select distinct on (${placeKeySql(sql`location_start`)}, ${placeKeySql(sql`location_end`)})
                id, location_start, location_end, kilometer_tenths, created_at
              from declaration_rows
              where user_id = ${userId} and location_start <> '' and location_end <> ''
                and kilometer_tenths > 0
              order by ${placeKeySql(sql`location_start`)}, ${placeKeySql(sql`location_end`)},
                created_at desc
            ) trips order by created_at desc limit ${intParam(limit)}`,
      );
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
      /** More of the change, in its transaction (the notifications it causes). */
      within?: (tx: Transaction, historyId: number) => Promise<void>;
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
        const [history] = await tx
          .insert(declarationMonthHistory)
          .values({
            monthId: input.monthId,
            actorId: input.actorId,
            fromStatus: previous.status,
            toStatus: input.to,
          })
          .returning({ id: declarationMonthHistory.id });
        // Issue 13: every status change of a month is in the audit log too, same transaction.
        await recordAudit(tx, {
          actorId: input.actorId,
          action: `declaration_month.${input.to}`,
          entityKind: 'declaration_month',
          entityId: input.monthId,
          before: { status: previous.status },
          after: { status: input.to, ...(input.comment ? { comment: input.comment } : {}) },
        });
        if (input.comment) {
          await tx.insert(declarationComments).values({
            monthId: input.monthId,
            userId: input.actorId,
            comment: input.comment,
          });
        }
        await input.within?.(tx, history!.id);
        return true;
      });
    },

    /**
     * `rowId`: the line it is about (issue 25 item 7), checked by the caller to be the month's.
     * `within` runs in the comment's transaction (the notification it causes).
     */
    async addComment(
      monthId: number,
      userId: number,
      comment: string,
      rowId: number | null = null,
      within?: (tx: Transaction, commentId: number) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(declarationComments)
          .values({ monthId, userId, comment, rowId })
          .returning({ id: declarationComments.id });
        await within?.(tx, row!.id);
      });
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
  };
}

export type DeclarationsRepository = ReturnType<typeof createDeclarationsRepository>;
