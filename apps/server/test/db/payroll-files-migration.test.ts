import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { PAYROLL_FILES_QUEUE } from '../../src/modules/payroll/export-files.js';
import { approvedMonth, fileStatusOf, readyFile } from '../declarations/payroll-helpers.js';
import { signIn } from '../helpers/session.js';
import { useTestApp } from '../helpers/test-app.js';

/**
 * Migration 0019 moves the payroll export's files to a job; an export recorded before it has
 * none, and gets its job from the migration. The template database is migrated while empty, so
 * the migration is undone and run again here around an export recorded the old way.
 */
const MIGRATION = fileURLToPath(
  new URL('../../drizzle/0019_payroll_export_files.sql', import.meta.url),
);

const ctx = useTestApp();

it('queues the files of an export recorded before, which the running app then writes', async () => {
  const db = ctx.database.db;
  const admin = await signIn(ctx.app, 'admin');
  await approvedMonth(db, (await signIn(ctx.app, 'daan')).id, 2025, 4, 42.1);

  await db.execute(sql`alter table payroll_exports drop column xlsx_key, drop column csv_key,
    drop column files_ready_at, drop column files_failed_at`);
  await db.execute(sql`select pgboss.delete_queue(${PAYROLL_FILES_QUEUE})`);
  // Recorded as the export did before: the row and its months, no job.
  const [old] = (
    await db.execute<{ id: number }>(sql`
      with e as (insert into payroll_exports (created_by, period_from, period_to)
        values (${admin.id}, '2025-04-01', '2025-04-01') returning id),
      m as (insert into payroll_export_months (export_id, month_id)
        select e.id, d.id from e, declaration_months d where d.year = 2025 and d.month = 4)
      select id from e`)
  ).rows;

  for (const statement of readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
  }
  expect(await fileStatusOf(ctx.app, admin, old!.id)).toBe('pending');
  const csv = await readyFile(ctx.app, admin, old!.id, 'csv');
  expect(csv.statusCode).toBe(200);
  expect(csv.body).toContain('42,10');
});
