import { centsToEuros } from '@portal/contract';
import { PAYROLL_MIME } from '@portal/contract/endpoints/payroll';
import type { FastifyReply } from 'fastify';
import { unprocessable, WpHttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/service.js';
import { firstBytes } from '../files/send-file.js';
import type { FileStorage } from '../files/storage.js';
import type { PayrollExportFiles } from './export-files.js';
import type { PayrollFormat } from './payroll-file.js';
import type { Period, PayrollRepository } from './repository.js';

interface PeriodInput {
  from: string;
  to: string;
  include_exported?: boolean;
}

const yearMonth = (value: string) => {
  const [year, month] = value.split('-').map(Number);
  return { year: year!, month: month! };
};
const periodOf = (input: PeriodInput): Period => ({
  from: yearMonth(input.from),
  to: yearMonth(input.to),
  includeExported: input.include_exported ?? false,
});

const exportNotFound = () =>
  new WpHttpError(404, 'payroll_export_invalid_id', 'Deze export bestaat niet.');
/** The files are made by a job after the export is recorded (export-files.ts). */
const notReady = {
  pending: () =>
    new WpHttpError(
      409,
      'payroll_export_pending',
      'Het exportbestand wordt nog gemaakt. Probeer het zo opnieuw.',
    ),
  failed: () =>
    new WpHttpError(409, 'payroll_export_failed', 'Het exportbestand kon niet worden gemaakt.'),
};

/**
 * The payroll export (issue 13): approved months of a period, recorded once per export so the
 * next one leaves them out. Its files are written once from the recorded months by a job and
 * served from the file store.
 */
export function createPayrollService(deps: {
  repo: PayrollRepository;
  files: PayrollExportFiles;
  storage: FileStorage;
}) {
  const { repo, files } = deps;

  function present(row: NonNullable<Awaited<ReturnType<PayrollRepository['find']>>>) {
    return {
      id: row.id,
      created_at: row.created_at.toISOString(),
      created_by: { id: row.created_by ?? 0, name: row.created_by_name ?? '' },
      from: row.period_from.slice(0, 7),
      to: row.period_to.slice(0, 7),
      month_count: row.month_count,
      total_amount: centsToEuros(row.total_cents),
      file_status: row.file_status,
    };
  }

  return {
    async preview(input: PeriodInput) {
      const months = await repo.preview(periodOf(input));
      return {
        success: true as const,
        months: months.map((m) => ({
          id: m.id,
          user: { id: m.user_id, name: m.name },
          year: m.year,
          month: m.month,
          total_amount: centsToEuros(m.total_cents),
          exported_at: m.exported_at?.toISOString() ?? null,
        })),
        month_count: months.length,
        total_amount: centsToEuros(months.reduce((sum, m) => sum + m.total_cents, 0)),
      };
    },

    async create(user: AuthenticatedUser, input: PeriodInput) {
      const id = await repo.create(user.id, periodOf(input), files.queue);
      if (id === null) {
        throw unprocessable(
          'payroll_nothing_to_export',
          'Er zijn in deze periode geen goedgekeurde declaraties die nog niet zijn geëxporteerd.',
        );
      }
      files.wake();
      return { success: true as const, export: present((await repo.find(id))!) };
    },

    async list() {
      return { success: true as const, exports: (await repo.list()).map(present) };
    },

    /** The stored file; 409 while the job has not written it, or when it could not. */
    async download(reply: FastifyReply, id: number, format: PayrollFormat) {
      const recorded = await repo.filesOf(id);
      if (!recorded) throw exportNotFound();
      if (recorded.file_status !== 'ready') throw notReady[recorded.file_status]();
      const bytes = await firstBytes(deps.storage.open(recorded[format]!));
      return reply
        .header('Content-Type', PAYROLL_MIME[format])
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="salarisexport-${recorded.period_from.slice(0, 7)}-${recorded.period_to.slice(0, 7)}-${id}.${format}"`,
        )
        .send(bytes);
    },
  };
}

export type PayrollService = ReturnType<typeof createPayrollService>;
