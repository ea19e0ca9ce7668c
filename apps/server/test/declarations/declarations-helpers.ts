import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { DECLARATION_TYPE } from '../factories/declarations.js';
import { auth, call, signIn, type Session } from '../helpers/session.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

/** Shared pieces of the declarations API tests: real requests only, nothing mocked. */

export const BASE = '/wp-json/custom/v1/declarations';
export const TYPES_URL = '/wp-json/wp/v2/declaration_types';

/** "Today" of most declaration tests: Saturday 21 November 2026, so only November 2026 is open. */
export const FIXED_NOW = new Date('2026-11-21T10:00:00Z');

/** A clock the test can move; `useTestApp({ now: clock.now })`. */
export function movableClock(start = FIXED_NOW) {
  let current = start;
  return {
    now: () => current,
    set(iso: string) {
      current = new Date(iso);
    },
    reset() {
      current = start;
    },
  };
}

export { auth, call, signIn, type Session };

/** The declaration types every installation gets, by title (one list with the factories). */
export const TYPE = DECLARATION_TYPE;

/** Type title → id, read from the real endpoint. */
export async function typeIds(app: FastifyInstance, session: Session) {
  const response = await call(app, session, { method: 'GET', url: TYPES_URL });
  if (response.statusCode !== 200) throw new Error(`types: ${response.body}`);
  const types = response.json() as Array<{ id: number; title: { rendered: string } }>;
  const byTitle = new Map(types.map((t) => [t.title.rendered, t.id]));
  return (title: string) => {
    const id = byTitle.get(title);
    if (id === undefined) throw new Error(`no declaration type ${title}`);
    return id;
  };
}

/**
 * The usual set-up of a declarations test file: the app (at FIXED_NOW unless `options` say
 * otherwise) and the declaration types' ids, read as the administrator once the app is up.
 * `typeId` answers from the tests on (and from beforeAll hooks registered after this call).
 */
export function useDeclarationsApp(
  options: Parameters<typeof useTestApp>[0] = { now: () => FIXED_NOW },
): { ctx: TestContext; typeId: (title: string) => number } {
  const ctx = useTestApp(options);
  let ids: ((title: string) => number) | undefined;
  beforeAll(async () => {
    ids = await typeIds(ctx.app, await signIn(ctx.app, 'admin'));
  });
  const typeId = (title: string) => {
    if (!ids) throw new Error('typeId asked before the app was up');
    return ids(title);
  };
  return { ctx, typeId };
}

/** A tiny but real PDF: enough for detection by its bytes. */
export function pdfBytes(label = 'Parkeerbon'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      `2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n% ${label}\n` +
      `trailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** The 8-byte PNG signature and a valid IHDR chunk (1×1, RGB). */
export function pngBytes(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const data = Buffer.alloc(13);
  data.writeUInt32BE(1, 0);
  data.writeUInt32BE(1, 4);
  data[8] = 8;
  data[9] = 2;
  const type = Buffer.from('IHDR', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return Buffer.concat([signature, length, type, data, crc]);
}

export function receiptOf(name: string, bytes: Buffer, type = 'application/pdf') {
  return { name, type, base64: bytes.toString('base64') };
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body built by hand (filenames as raw UTF-8, as browsers send them). */
export function multipartBody(fields: Record<string, string | number>, files: FilePart[] = []) {
  const boundary = `----portal-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface RowBody {
  id: number;
  declaration_type: number;
  type: string;
  date: string;
  amount: number;
  description: string;
  location_start: string;
  location_end: string;
  kilometers: number;
  transport_type: string;
  return: boolean;
  has_return: boolean;
  vat_rate: number;
  receipt: {
    id: number;
    original_name: string;
    mime_type: string;
    restricted_view_url: string;
  } | null;
  attachments: Array<{
    id: number;
    original_name: string;
    mime_type: string;
    restricted_view_url: string;
  }>;
}

export interface MonthSummaryBody {
  success: true;
  rows: RowBody[];
  total_rows: number;
  total_vat_9: number;
  total_vat_21: number;
  total_amount: number;
  submitted_declarations: Array<{
    id: number;
    year: number;
    month: number;
    status: string;
    submitted_on: string | null;
    comments: Array<{
      id: number;
      comment: string;
      posted_on: string;
      row_id: number | null;
      user: { id: number; firstname: string; middlename: string; lastname: string };
    }>;
  }>;
  editable: boolean;
}

export const addRow = (app: FastifyInstance, session: Session, payload: Record<string, unknown>) =>
  call(app, session, { method: 'POST', url: `${BASE}/add-declaration-row`, payload });

/** Adds a row and returns it; throws with the body when the server refuses. */
export async function addRowOk(
  app: FastifyInstance,
  session: Session,
  payload: Record<string, unknown>,
): Promise<RowBody> {
  const response = await addRow(app, session, payload);
  if (response.statusCode !== 200) {
    throw new Error(`add-declaration-row ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { row: RowBody }).row;
}

export async function monthSummary(
  app: FastifyInstance,
  session: Session,
  year: number,
  month: number,
): Promise<MonthSummaryBody> {
  const response = await call(app, session, {
    method: 'GET',
    url: `${BASE}/summary?year=${year}&month=${month}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`summary ${response.statusCode}: ${response.body}`);
  return response.json() as MonthSummaryBody;
}

export const submitMonth = (app: FastifyInstance, session: Session, year: number, month: number) =>
  call(app, session, { method: 'POST', url: `${BASE}/submit`, payload: { year, month } });

export async function submitMonthOk(
  app: FastifyInstance,
  session: Session,
  year: number,
  month: number,
) {
  const response = await submitMonth(app, session, year, month);
  if (response.statusCode !== 200)
    throw new Error(`submit ${response.statusCode}: ${response.body}`);
}

/** Fetches a receipt link exactly as a browser's plain <a href> would: no bearer token. */
export const openLink = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** A row of "Overige kosten" (no receipt needed) on a date, with an amount and VAT. */
export const otherCosts = (
  typeId: (title: string) => number,
  date: string,
  amount: number,
  description = 'Kantoorartikelen',
  vat_rate = 0,
) => ({ declaration_type: typeId(TYPE.other), date, amount, description, vat_rate });

/** A kilometre row; the server computes the amount. */
export const kmRow = (
  typeId: (title: string) => number,
  date: string,
  from: string,
  to: string,
  kilometers: number,
  extra: Record<string, unknown> = {},
) => ({
  declaration_type: typeId(TYPE.km),
  date,
  description: 'Klantbezoek',
  location_start: from,
  location_end: to,
  kilometers,
  transport_type: 'auto',
  ...extra,
});
