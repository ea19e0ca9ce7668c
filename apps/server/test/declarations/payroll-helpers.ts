import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { createDeclarationMonth, createDeclarationRow } from '../factories/declarations.js';
import { call, type Session } from '../helpers/session.js';
import { until } from '../helpers/until.js';

export const PAYROLL = '/wp-json/custom/v1/payroll';
type Format = 'xlsx' | 'csv';

export const createExport = (
  app: FastifyInstance,
  session: Session,
  payload: Record<string, unknown>,
) => call(app, session, { method: 'POST', url: `${PAYROLL}/exports`, payload });

export const download = (app: FastifyInstance, session: Session, id: number, format: Format) =>
  call(app, session, `${PAYROLL}/exports/${id}/file?format=${format}`);

/** The code of a 409 (the file is pending or failed), or undefined for any other answer. */
export const conflictCode = (response: LightMyRequestResponse) =>
  response.statusCode === 409 ? (response.json() as { code: string }).code : undefined;

/** The download once the files' job has written the file (409 payroll_export_pending until then). */
export async function readyFile(
  app: FastifyInstance,
  session: Session,
  id: number,
  format: Format,
) {
  let response: LightMyRequestResponse | undefined;
  await until(async () => {
    response = await download(app, session, id, format);
    return conflictCode(response) !== 'payroll_export_pending';
  }, `the ${format} of export ${id}`);
  return response!;
}

/** An export's file_status as the list answers it. */
export async function fileStatusOf(app: FastifyInstance, session: Session, id: number) {
  const response = await call(app, session, `${PAYROLL}/exports`);
  const { exports } = response.json() as { exports: Array<{ id: number; file_status: string }> };
  return exports.find((item) => item.id === id)?.file_status;
}

/** An approved month of `userId` with one line of `amount` euros on its 10th. */
export async function approvedMonth(
  db: Database,
  userId: number,
  year: number,
  month: number,
  amount: number,
) {
  await createDeclarationMonth(db, { userId, year, month, status: 'approved' });
  const date = `${year}-${String(month).padStart(2, '0')}-10`;
  await createDeclarationRow(db, { userId, date, amount });
}
