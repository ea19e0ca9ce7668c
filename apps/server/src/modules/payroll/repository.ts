import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { parseRows, queryRows } from '../../db/query.js';
import { intParam } from '../../db/sql-params.js';
import { recordAudit } from '../audit/repository.js';

/** A period as months counted from year 0 (year * 12 + month - 1), so ranges compare simply. */
export interface Period {
  from: { year: number; month: number };
  to: { year: number; month: number };
  includeExported: boolean;
}

const previewRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  year: z.number(),
  month: z.number(),
  /** bigint: a month's sum of cents may pass 2^31; read as a JavaScript number. */
  total_cents: z.coerce.number(),
  exported_at: z.date().nullable(),
});

const exportRowSchema = z.object({
  id: z.number(),
  created_at: z.date(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  period_from: z.string(),
  period_to: z.string(),
  month_count: z.number(),
  total_cents: z.coerce.number(),
  file_status: z.enum(['pending', 'ready', 'failed']),
});

/** One employee's month in the file: per-type amounts keyed by declaration type id. */
export const payrollLineSchema = z.object({
  month_id: z.number(),
  user_id: z.number(),
  name: z.string(),
  iban: z.string(),
  year: z.number(),
  month: z.number(),
  km_tenths: z.coerce.number(),
  by_type: z.record(z.string(), z.number()),
  vat9_cents: z.coerce.number(),
  vat21_cents: z.coerce.number(),
  total_cents: z.coerce.number(),
});
export type PayrollLine = z.infer<typeof payrollLineSchema>;

const typeSchema = z.object({ id: z.number(), title: z.string() });

/** The approved months in the period; exported ones only when asked for again. */
const eligibleMonths = (period: Period) => sql`
  select m.id from declaration_months m
  where m.status = 'approved'
    and (m.year, m.month) >= (${intParam(period.from.year)}, ${intParam(period.from.month)})
    and (m.year, m.month) <= (${intParam(period.to.year)}, ${intParam(period.to.month)})
    and (${period.includeExported}::boolean
         or not exists (select 1 from payroll_export_months p where p.month_id = m.id))`;

/**
 * The lines of an export; the id is written into the text because DECLARE ... CURSOR takes no
 * bind parameters (it is a checked integer). VAT is taken out of each row and rounded per row, exactly as the
 * month summary does (declarationTotals); amounts*9/109 and *21/121 never end in exactly a
 * half cent, so PostgreSQL's and JavaScript's rounding agree.
 */
const exportLines = (exportId: number) => {
  const id = sql.raw(String(Math.trunc(exportId)));
  return sql`
  with per_type as (
    select r.month_id, r.type_id, sum(r.amount_cents)::bigint as cents,
      sum(r.kilometer_tenths)::bigint as km,
      sum(case when r.vat_rate = 9 then round(r.amount_cents * 9::numeric / 109) else 0 end)::bigint as vat9,
      sum(case when r.vat_rate = 21 then round(r.amount_cents * 21::numeric / 121) else 0 end)::bigint as vat21
    from payroll_export_months pem
    join declaration_rows r on r.month_id = pem.month_id
    where pem.export_id = ${id}
    group by r.month_id, r.type_id
  )
  select m.id as month_id, u.id as user_id, u.display_name as name, u.iban, m.year, m.month,
    coalesce(sum(pt.km), 0)::bigint as km_tenths,
    coalesce(jsonb_object_agg(pt.type_id, pt.cents) filter (where pt.type_id is not null), '{}') as by_type,
    coalesce(sum(pt.vat9), 0)::bigint as vat9_cents,
    coalesce(sum(pt.vat21), 0)::bigint as vat21_cents,
    coalesce(sum(pt.cents), 0)::bigint as total_cents
  from payroll_export_months pem
  join declaration_months m on m.id = pem.month_id
  join users u on u.id = m.user_id
  left join per_type pt on pt.month_id = m.id
  where pem.export_id = ${id}
  group by m.id, u.id
  order by lower(u.display_name), u.id, m.year, m.month`;
};

/** Ready once both files are stored; failed after the job's last attempt; pending until then. */
const fileStatus = sql`case when e.files_ready_at is not null then 'ready'
  when e.files_failed_at is not null then 'failed' else 'pending' end`;

const writtenExportSchema = z.object({
  id: z.number(),
  xlsx: z.string().nullable(),
  csv: z.string().nullable(),
  created_by: z.number().nullable(),
  period_from: z.string(),
  period_to: z.string(),
});
/** An export whose files were just named on it. */
export type WrittenExport = z.output<typeof writtenExportSchema>;

const dialect = new PgDialect();
class NothingToExport extends Error {}
const firstDay = (p: { year: number; month: number }) =>
  `${p.year}-${String(p.month).padStart(2, '0')}-01`;

export function createPayrollRepository(db: Database) {
  const exportsQuery = (where: ReturnType<typeof sql>) => sql`
    select e.id, e.created_at, e.created_by, u.display_name as created_by_name,
      e.period_from::text as period_from, e.period_to::text as period_to,
      (select count(*)::int from payroll_export_months p where p.export_id = e.id) as month_count,
      (select coalesce(sum(r.amount_cents), 0) from payroll_export_months p
        join declaration_rows r on r.month_id = p.month_id where p.export_id = e.id)::bigint as total_cents,
      ${fileStatus} as file_status
    from payroll_exports e left join users u on u.id = e.created_by
    ${where}`;

  return {
    async preview(period: Period) {
      return queryRows(
        db,
        'payroll_preview',
        previewRowSchema,
        sql`select m.id, m.user_id, u.display_name as name, m.year, m.month,
            (select coalesce(sum(r.amount_cents), 0) from declaration_rows r where r.month_id = m.id)::bigint as total_cents,
            (select max(e.created_at) from payroll_export_months p join payroll_exports e on e.id = p.export_id
              where p.month_id = m.id) as exported_at
          from declaration_months m join users u on u.id = m.user_id
          where m.id in (${eligibleMonths(period)})
          order by lower(u.display_name), u.id, m.year, m.month`,
      );
    },

    /**
     * Records an export of the eligible months, or returns null when there are none. The
     * advisory lock makes exports take turns across every instance of the cluster, so two
     * simultaneous exports cannot both take the same not-yet-exported month. `recorded` runs in
     * the same transaction (the files' job is queued with the export it is about).
     */
    async create(
      actorId: number,
      period: Period,
      recorded: (tx: Transaction, id: number) => Promise<void>,
    ): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('payroll_export'))`);
          const [created] = (
            await tx.execute<{ id: number }>(sql`
            insert into payroll_exports (created_by, period_from, period_to)
            values (${actorId}, ${firstDay(period.from)}::date, ${firstDay(period.to)}::date)
            returning id`)
          ).rows;
          const id = created!.id;
          const months = (
            await tx.execute<{ month_id: number }>(sql`
            insert into payroll_export_months (export_id, month_id)
            select ${id}::int, e.id from (${eligibleMonths(period)}) e
            returning month_id`)
          ).rows.map((row) => row.month_id);
          // Nothing to export: the empty export row goes with the transaction.
          if (months.length === 0) throw new NothingToExport();
          await recordAudit(tx, {
            actorId,
            action: 'payroll_export.create',
            entityKind: 'payroll_export',
            entityId: id,
            before: null,
            after: {
              from: firstDay(period.from),
              to: firstDay(period.to),
              include_exported: period.includeExported,
              month_ids: months.sort((a, b) => a - b),
            },
          });
          await recorded(tx, id);
          return id;
        });
      } catch (error) {
        if (error instanceof NothingToExport) return null;
        throw error;
      }
    },

    async find(id: number) {
      const rows = await queryRows(
        db,
        'payroll_export_one',
        exportRowSchema,
        exportsQuery(sql`where e.id = ${intParam(id)}`),
      );
      return rows[0];
    },

    /**
     * The period and the stored files, without totals: the download needs none (summing every
     * row takes a second).
     */
    async filesOf(id: number) {
      const rows = await queryRows(
        db,
        'payroll_export_files',
        z.object({
          period_from: z.string(),
          period_to: z.string(),
          file_status: exportRowSchema.shape.file_status,
          xlsx: z.string().nullable(),
          csv: z.string().nullable(),
        }),
        sql`select e.period_from::text, e.period_to::text, ${fileStatus} as file_status,
            e.xlsx_key as xlsx, e.csv_key as csv
          from payroll_exports e where e.id = ${intParam(id)}`,
      );
      return rows[0];
    },

    /**
     * Both files are stored: the export names them from now on. Answers the keys of files an
     * earlier run stored (a job retried after it had done its work), which nothing names any more.
     */
    async filesWritten(
      id: number,
      keys: { xlsx: string; csv: string },
      /** Runs in the same transaction with the export (its notification to whoever made it). */
      within?: (tx: Transaction, written: WrittenExport) => Promise<void>,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const rows = parseRows(
          'payroll_export_files_written',
          writtenExportSchema,
          (
            await tx.execute(sql`update payroll_exports e
              set xlsx_key = ${keys.xlsx}, csv_key = ${keys.csv}, files_ready_at = now(), files_failed_at = null
              from (select id, xlsx_key, csv_key from payroll_exports where id = ${intParam(id)} for update) old
              where e.id = old.id
              returning old.xlsx_key as xlsx, old.csv_key as csv, e.id, e.created_by,
                e.period_from::text as period_from, e.period_to::text as period_to`)
          ).rows,
        );
        for (const row of rows) await within?.(tx, row);
        return rows.flatMap((row) => [row.xlsx, row.csv]).filter((key) => key !== null);
      });
    },

    /** The job's last attempt failed; files an earlier run stored stay served. */
    async filesFailed(id: number) {
      await db.execute(
        sql`update payroll_exports set files_failed_at = now()
          where id = ${intParam(id)} and files_ready_at is null`,
      );
    },

    list() {
      return queryRows(
        db,
        'payroll_export_list',
        exportRowSchema,
        exportsQuery(sql`order by e.created_at desc, e.id desc limit 100`),
      );
    },

    async declarationTypes() {
      return queryRows(
        db,
        'payroll_declaration_types',
        typeSchema,
        sql`select id, title from declaration_types order by id`,
      );
    },

    /**
     * Hands the export's lines to `each` in batches read from a server-side cursor, so the
     * memory a file takes does not grow with the number of employees.
     */
    async eachLineBatch(
      exportId: number,
      each: (lines: PayrollLine[]) => Promise<void>,
      batchSize = 1000,
    ): Promise<void> {
      const { sql: text } = dialect.sqlToQuery(exportLines(exportId));
      const client = await db.$client.connect();
      try {
        await client.query('begin read only');
        await client.query(`declare payroll_lines no scroll cursor for ${text}`);
        for (;;) {
          const { rows } = await client.query(`fetch ${batchSize} from payroll_lines`);
          if (rows.length === 0) break;
          await each(parseRows('payroll_lines', payrollLineSchema, rows));
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export type PayrollRepository = ReturnType<typeof createPayrollRepository>;
