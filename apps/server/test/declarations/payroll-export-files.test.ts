import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrollExports } from '../../src/db/schema.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { PAYROLL_FILES_QUEUE } from '../../src/modules/payroll/export-files.js';
import { notificationsAbout } from '../helpers/notifications-made.js';
import { signIn, type Session } from '../helpers/session.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { until } from '../helpers/until.js';
import {
  approvedMonth,
  conflictCode,
  createExport,
  download,
  fileStatusOf,
  readyFile,
} from './payroll-helpers.js';

/**
 * Issue 13 point 6: an export's XLSX and CSV are written once by a job of the queue in
 * PostgreSQL, by one instance of the cluster, and served from the file store; the download
 * answers 409 until they are there, or when they could not be made.
 */

/** Two approved months of March 2025 (Daan, Bram) and an export of them by the administrator. */
async function recordExport(ctx: TestContext, app = ctx.app) {
  const admin = await signIn(app, 'admin');
  for (const key of ['daan', 'bram']) {
    await approvedMonth(ctx.database.db, (await signIn(app, key)).id, 2025, 3, 12.5);
  }
  const response = await createExport(app, admin, { from: '2025-03', to: '2025-03' });
  expect(response.statusCode).toBe(201);
  const created = (response.json() as { export: { id: number; file_status: string } }).export;
  return { admin, id: created.id, fileStatus: created.file_status };
}

const jobsOf = async (ctx: TestContext) =>
  (
    await ctx.database.db.execute<{ state: string; retry_count: number; export_id: number }>(
      sql`select state, retry_count, (data->>'exportId')::int as export_id
          from pgboss.job where name = ${PAYROLL_FILES_QUEUE}`,
    )
  ).rows;

/** Every file under `dir`, with its path below it. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('before an instance has taken the job', () => {
  // This instance queues jobs but does not work them: the files are certainly not there yet.
  const ctx = useTestApp({ workJobs: false });

  it('answers the export pending and its download 409 payroll_export_pending', async () => {
    const { admin, id, fileStatus } = await recordExport(ctx);
    expect(fileStatus).toBe('pending');
    expect(await fileStatusOf(ctx.app, admin, id)).toBe('pending');
    for (const format of ['xlsx', 'csv'] as const) {
      const response = await download(ctx.app, admin, id, format);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'payroll_export_pending',
        message: 'Het exportbestand wordt nog gemaakt. Probeer het zo opnieuw.',
        data: { status: 409 },
      });
    }
    // Queued in the export's own transaction, waiting for a worker.
    expect(await jobsOf(ctx)).toEqual([{ state: 'created', retry_count: 0, export_id: id }]);
    expect(filesUnder(ctx.filesDir)).toEqual([]);
  });
});

describe('two instances', () => {
  const instances = useTwoInstances();
  const ctx = instances.ctx;

  it('write the files once, and either serves them', async () => {
    const { id } = await recordExport(ctx, instances.other);
    const admin = await signIn(ctx.app, 'admin');
    const fromFirst = await readyFile(ctx.app, admin, id, 'xlsx');
    expect(fromFirst.statusCode).toBe(200);
    const fromSecond = await download(instances.other, admin, id, 'xlsx');
    expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
    expect((await download(ctx.app, admin, id, 'csv')).body).toContain('12,50');

    const keysOf = async () =>
      ctx.database.db
        .select({ xlsx: payrollExports.xlsxKey, csv: payrollExports.csvKey })
        .from(payrollExports)
        .where(eq(payrollExports.id, id));
    const [keys] = await keysOf();
    // Long enough for a second run by the other worker (they look every 2 s).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await keysOf()).toEqual([keys]);
    expect(await jobsOf(ctx)).toEqual([{ state: 'completed', retry_count: 0, export_id: id }]);
    // Issue 26: whoever started it is told once that it is ready.
    expect(
      (await notificationsAbout(ctx.database.db, { kind: 'payroll_export', id })).map((made) => [
        made.userId,
        made.kind,
      ]),
    ).toEqual([[admin.id, 'payroll_export_ready']]);
    // The two files under their keys, and nothing written halfway.
    expect(
      filesUnder(ctx.filesDir)
        .map((file) => path.basename(file))
        .sort(),
    ).toEqual([keys!.xlsx, keys!.csv].sort());
  });
});

describe('a file store that cannot be written', () => {
  // The store's folder is a file: nothing can be written into it.
  const parent = mkdtempSync(path.join(tmpdir(), 'portal-test-payroll-'));
  const blocked = path.join(parent, 'files');
  writeFileSync(blocked, '');
  const ctx = useTestApp({
    storage: () => createDiskStorage(blocked),
    payrollFilesRetryDelaySeconds: 1,
  });
  let admin: Session;
  beforeAll(async () => {
    admin = await signIn(ctx.app, 'admin');
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('ends failed after the retries, with 409 payroll_export_failed and nothing stored', async () => {
    const { id } = await recordExport(ctx);
    await until(
      async () => (await fileStatusOf(ctx.app, admin, id)) === 'failed',
      'the failure',
      30_000,
    );
    const response = await download(ctx.app, admin, id, 'xlsx');
    expect(conflictCode(response)).toBe('payroll_export_failed');
    expect(response.json()).toMatchObject({
      message: 'Het exportbestand kon niet worden gemaakt.',
    });
    // The job's last attempt marks the export failed, then the queue marks the job failed when
    // the attempt has ended: a moment later (a busy CI machine read 'active' in between).
    await until(async () => (await jobsOf(ctx))[0]?.state !== 'active', 'the job ended', 10_000);
    expect(await jobsOf(ctx)).toEqual([{ state: 'failed', retry_count: 2, export_id: id }]);
    expect(readdirSync(parent)).toEqual(['files']);
  }, 40_000);
});
