import { allEndpoints, type EndpointShape } from '@portal/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import {
  createDeclarationMonth,
  createDeclarationRow,
  createFile,
  createPost,
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
  ids: number[];
}

export async function createFuzzFixture(context: TestContext): Promise<FuzzFixture> {
  const { db } = context.database;
  const storage = storageOf(context);
  const admin = await createUser(db, { roles: ['administrator'] });
  const professional = await createUser(db, { ownedBy: [admin.id] });

  const receipt = await createFile(db, storage, { ownerId: admin.id, title: 'Bon' });
  const ownFile = await createFile(db, storage, { ownerId: admin.id });
  const contentFile = await createFile(db, storage);
  const post = await createPost(db, 'kennisbank', { files: [{ id: contentFile.id }] });
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
      include: String(contentFile.id),
      input: 'Utrecht',
      start: 'Utrecht',
      end: 'Amsterdam',
      comment: 'Fuzz opmerking',
      name: 'intranet',
      title: 'Fuzz titel',
      _fields: ['id', 'title'],
      ...link,
    },
    ids: [...rows.map((row) => row.id), month.id, receipt.id, ownFile.id, contentFile.id, post.id],
  };
}

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

/** Endpoints in the order the test runs them: the ones that end sessions last. */
export const fuzzedEndpoints: readonly EndpointShape[] = [
  ...allEndpoints.filter((endpoint) => endpoint.access.kind !== 'refresh-cookie'),
  ...allEndpoints.filter((endpoint) => endpoint.access.kind === 'refresh-cookie'),
];
