import { allEndpoints, type EndpointShape } from '@portal/contract/endpoints';
import { POST_TYPES, TAXONOMIES, type Taxonomy } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import {
  createDeclarationMonth,
  createDeclarationRow,
  createFile,
  createMoodCheckin,
  createPost,
  createTerm,
  createUser,
  declarationTypeByTitle,
  DECLARATION_TYPE,
  storageOf,
} from '../factories/index.js';
import { login, TEST_PASSWORD, type TestContext } from '../helpers/test-app.js';
import type { Hints } from './fuzz-schema.js';

/**
 * The data the fuzz test's requests point at: an administrator (allowed on every endpoint)
 * with lines, a receipt and a file, a professional with a submitted month to review, and
 * published content with a file. Hints and ids let valid-looking requests reach the handlers.
 */
export interface FuzzFixture {
  admin: { id: number; token: string; email: string };
  /** A second sign-in of the administrator, whose refresh cookie the cookie routes get. */
  adminCookie: string;
  professional: { id: number; token: string };
  hints: Hints;
  /** Real ids for the `:id` of an endpoint's path. */
  idsFor(endpoint: EndpointShape): number[];
}

export async function createFuzzFixture(context: TestContext): Promise<FuzzFixture> {
  const { db } = context.database;
  const storage = storageOf(context);
  const admin = await createUser(db, { roles: ['administrator'] });
  const professional = await createUser(db, { ownedBy: [admin.id] });

  const receipt = await createFile(db, storage, {
    ownerId: admin.id,
    title: 'Bon',
    kind: 'receipt',
  });
  const ownFile = await createFile(db, storage, { ownerId: admin.id });
  const contentFile = await createFile(db, storage);
  // Attached to published content, so everyone signed in may open it.
  await createPost(db, 'kennisbank', { files: [{ id: contentFile.id }] });
  const rows = [
    await createDeclarationRow(db, {
      userId: admin.id,
      date: '2026-11-12',
      receiptFileId: receipt.id,
    }),
    await createDeclarationRow(db, { userId: admin.id, date: '2026-11-13' }),
    await createDeclarationRow(db, {
      userId: admin.id,
      date: '2026-11-14',
      type: DECLARATION_TYPE.km,
      locationStart: 'Utrecht',
      locationEnd: 'Amsterdam',
      kilometers: 42,
    }),
  ];
  const month = await createDeclarationMonth(db, {
    userId: professional.id,
    year: 2026,
    month: 10,
    status: 'sent',
  });
  await createDeclarationRow(db, { userId: professional.id, date: '2026-10-05' });
  const other = await declarationTypeByTitle(db, DECLARATION_TYPE.other);
  const content = await contentIds(db, professional.id);

  const adminSession = await admin.signIn(context.app);
  const professionalSession = await professional.signIn(context.app);
  const { refreshCookie } = await login(context.app, admin.email);
  const link = await receiptLink(context.app, adminSession.token);

  return {
    admin: { id: admin.id, token: adminSession.token, email: admin.email },
    adminCookie: refreshCookie,
    professional: { id: professional.id, token: professionalSession.token },
    hints: {
      username: admin.email,
      password: TEST_PASSWORD,
      // Never the real one: the password must not change under the other cases.
      old_password: 'niet-het-wachtwoord',
      new_password: 'Nieuw-wachtwoord-123',
      confirm_password: 'Nieuw-wachtwoord-123',
      declaration_type: other.id,
      declaration_id: rows[1]!.id,
      date: '2026-11-20',
      dates: ['2026-11-19'],
      year: 2026,
      month: 11,
      user: admin.id,
      mood: 2,
      id: ownFile.id,
      // A content file for content; a new line brings no receipt; no categories or acf twice.
      file: { id: contentFile.id },
      receipt: null,
      acf: undefined,
      arbeidsvoorwaarden_categorieen: undefined,
      kennisbank_categorieen: undefined,
      include: String(contentFile.id),
      input: 'Utrecht',
      start: 'Utrecht',
      end: 'Amsterdam',
      comment: 'Fuzz opmerking',
      vat_rate: 0,
      after: undefined,
      before: undefined,
      name: 'intranet',
      title: 'Fuzz titel',
      _fields: ['id', 'title'],
      ...link,
    },
    idsFor: idsByPath({
      ...content,
      '/declarations/review/': [month.id],
      '/declarations/receipts/': [receipt.id],
      '/declarations/': rows.map((row) => row.id),
      '/intranet/v1/files/': [receipt.id, ownFile.id, contentFile.id],
    }),
  };
}

/** A published post of every type and a category of every taxonomy, for `/wp/v2/…/:id`. */
async function contentIds(db: TestContext['database']['db'], moodUserId: number) {
  const ids: Record<string, number[]> = {};
  for (const type of POST_TYPES) {
    if (type === 'moodtrackers') continue;
    ids[`/wp/v2/${type}/`] = [(await createPost(db, type)).id];
  }
  const mood = await createMoodCheckin(db, { userId: moodUserId, mood: 2 });
  ids['/wp/v2/moodtrackers/'] = [mood.id];
  for (const taxonomy of Object.keys(TAXONOMIES) as Taxonomy[]) {
    ids[`/wp/v2/${taxonomy}/`] = [(await createTerm(db, taxonomy)).id];
  }
  return ids;
}

/** The ids of the first path part that an endpoint's path contains. */
const idsByPath = (byPath: Record<string, number[]>) => (endpoint: EndpointShape) =>
  Object.entries(byPath).find(([path]) => endpoint.path.includes(path))?.[1] ?? [];

/** viewer, expires and signature of the administrator's receipt link (from the month screen). */
async function receiptLink(app: FastifyInstance, token: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/wp-json/custom/v1/declarations/summary?year=2026&month=11',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = response.json() as {
    rows: Array<{ receipt: { restricted_view_url: string } | null }>;
  };
  const url = body.rows.find((row) => row.receipt)?.receipt?.restricted_view_url;
  if (!url) throw new Error(`no receipt link in ${response.body}`);
  const query = new URL(url, 'http://localhost').searchParams;
  return {
    viewer: query.get('viewer')!,
    expires: query.get('expires')!,
    signature: query.get('signature')!,
  };
}

/** Endpoints in the order the test runs them: deleting the lines and ending sessions last. */
const order = (endpoint: EndpointShape) =>
  endpoint.access.kind === 'refresh-cookie' ? 2 : endpoint.method === 'DELETE' ? 1 : 0;
/**
 * The notification stream takes no input but the token, and an accepted one never ends (it is
 * an open server-sent event stream): its refusals are the matrix's, its stream stream.test.ts's.
 */
const UNFUZZED = new Set(['notificationStream']);

export const fuzzedEndpoints: readonly EndpointShape[] = allEndpoints
  .filter((endpoint) => !UNFUZZED.has(endpoint.id))
  .sort((a, b) => order(a) - order(b));
