import { PAYROLL_FORMATS } from '@portal/contract/endpoints/payroll';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../../db/client.js';
import { errorForLog } from '../../http/database-errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { transactionSql } from '../../jobs/transaction-sql.js';
import type { FileStorage } from '../files/storage.js';
import { removeStoredBytes } from '../files/stored-bytes.js';
import { writePayrollFile, type PayrollFormat } from './payroll-file.js';
import type { PayrollRepository, WrittenExport } from './repository.js';
import type { Notifier } from '../notifications/notify.js';
import { payrollExportReadyText } from '../notifications/texts.js';

/** The files' job queue (one job per export); migration 0019 names it too. */
export const PAYROLL_FILES_QUEUE = 'payroll-export-files';
/** Attempts after the first, 30 s and 1 minute later (migration 0019 uses the same). */
const PAYROLL_FILES_RETRIES = 2;

const yearMonth = (isoDate: string) => ({
  year: Number(isoDate.slice(0, 4)),
  month: Number(isoDate.slice(5, 7)),
});

/**
 * The files are named on the export: whoever started it is told, in that transaction, from
 * the system (they caused the export, not its files). A retried job makes no second one.
 */
async function notifyReady(notifier: Notifier, tx: Transaction, written: WrittenExport) {
  if (written.created_by === null) return;
  await notifier.notify(tx, {
    kind: 'payroll_export_ready',
    actorId: null,
    recipients: [written.created_by],
    subject: { kind: 'payroll_export', id: written.id },
    text: payrollExportReadyText(yearMonth(written.period_from), yearMonth(written.period_to)),
    link: '/portal/beheer/salarisexport',
    eventKey: `payroll_export_ready:${written.id}`,
  });
}

/**
 * The XLSX and CSV of an export, written once by a job (issue 13 point 6) instead of while a
 * download streams them: a failure halfway no longer ends a download broken, and every download
 * is the same stored file. The job is queued in the export's own transaction and taken by one
 * instance of the cluster. It writes both files into the file store, which every instance
 * shares, and only then names them on the export; a failed attempt removes what it stored and is
 * retried, and after the last one the export is marked failed. A retried job writes anew.
 */
export function createPayrollExportFiles(deps: {
  queue: JobQueue;
  repo: PayrollRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** The first retry's delay (default 30 s; doubled per attempt). */
  retryDelaySeconds?: number;
  /** Whoever started the export is told its files are ready. */
  notifier: Notifier;
}) {
  const { repo, storage, log } = deps;

  async function writeFiles(exportId: number): Promise<void> {
    if (!(await repo.filesOf(exportId))) return;
    const columns = { types: await repo.declarationTypes() };
    // Both files at once: each reads the lines through its own cursor, and PostgreSQL's
    // aggregation of a big period (most of the time) runs on two cores instead of twice in turn.
    const written = await Promise.allSettled(
      PAYROLL_FORMATS.map((format) =>
        storage.putWritten((out) =>
          writePayrollFile(out, format, columns, (each) => repo.eachLineBatch(exportId, each)),
        ),
      ),
    );
    const stored = written.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      const failed = written.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      const keys = Object.fromEntries(
        PAYROLL_FORMATS.map((format, index) => [format, stored[index]!]),
      ) as Record<PayrollFormat, string>;
      const replaced = await repo.filesWritten(exportId, keys, (tx, written) =>
        notifyReady(deps.notifier, tx, written),
      );
      await removeStoredBytes(storage, replaced);
    } catch (error) {
      await removeStoredBytes(storage, stored);
      throw error;
    }
    log.info({ exportId }, 'payroll export files written');
  }

  deps.queue.define<{ exportId: number }>({
    name: PAYROLL_FILES_QUEUE,
    retryLimit: PAYROLL_FILES_RETRIES,
    retryDelaySeconds: deps.retryDelaySeconds ?? 30,
    async handle({ exportId }, attempt) {
      try {
        await writeFiles(exportId);
      } catch (error) {
        log[attempt.final ? 'error' : 'warn'](
          { exportId, final: attempt.final, error: errorForLog(error) },
          'payroll export files not written',
        );
        if (attempt.final) await repo.filesFailed(exportId);
        throw error;
      }
    },
  });

  return {
    /** Queues the files of an export in the transaction that records it. */
    async queue(tx: Transaction, exportId: number): Promise<void> {
      const job = await deps.queue.send(PAYROLL_FILES_QUEUE, { exportId }, transactionSql(tx));
      // pg-boss answers null instead of failing when it did not queue: no export without files.
      if (!job) throw new Error(`payroll export ${exportId}: files job not queued`);
    },
    /** After the commit: this instance's worker takes the job at once. */
    wake(): void {
      deps.queue.wake(PAYROLL_FILES_QUEUE);
    },
  };
}

export type PayrollExportFiles = ReturnType<typeof createPayrollExportFiles>;
