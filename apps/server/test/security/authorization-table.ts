import { EDITABLE_POST_TYPES, INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract';
import { getApiReference, getOpenApiDocument } from '@portal/contract/endpoints/api-docs';
import {
  changePassword,
  clearRefreshToken,
  logout,
  refreshToken,
  requestToken,
  validateToken,
} from '@portal/contract/endpoints/auth';
import { categoryEndpoints, contentEndpoints } from '@portal/contract/endpoints/content';
import {
  addDeclarationRow,
  copyDeclarationRow,
  deleteDeclarationRow,
  getDeclarationSummary,
  getDeclarationTypes,
  getRecentLocations,
  getSubmittedDeclarations,
  submitDeclarationMonth,
  updateDeclarationRow,
} from '@portal/contract/endpoints/declarations';
import {
  approveMonth,
  commentOnMonth,
  getReviewMonth,
  getReviewQueue,
  rejectMonth,
} from '@portal/contract/endpoints/declarations-review';
import { getFile, listFiles, viewFile, viewPublicFile } from '@portal/contract/endpoints/files';
import { calculateKilometers, searchLocations } from '@portal/contract/endpoints/geo';
import { createMoodtracker } from '@portal/contract/endpoints/mood';
import { getOptions } from '@portal/contract/endpoints/options';
import { getUserProfile, updateUserProfile } from '@portal/contract/endpoints/profile';
import { getReceipt } from '@portal/contract/endpoints/receipts';
import { fillPath, type EndpointShape } from '@portal/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from '../helpers/test-app.js';
import {
  ACTORS,
  type Actor,
  type MatrixContext,
  type SignedInActor,
} from './authorization-fixture.js';

/**
 * Issue 8, item 13: who may call what. One row per endpoint and situation, one expected status
 * per actor (SPEC §6, docs/product-rules.md "Roles and who sees what", the contract's `access`).
 * The owner is a professional the medewerker owns; `other` is another professional.
 *
 * `after` names cells whose status is the one issue 8 asks for and today's main does not give
 * yet: the item that changes it (see the report of this branch).
 */

type Status = number | readonly number[];
export type Expect = Record<Actor, Status>;

export interface MatrixRow {
  endpoint: EndpointShape;
  what: string;
  expect: Expect;
  /** Cells that pass once that item of issue 8 is merged. */
  after?: { item: number; actors: readonly Actor[] };
  send(m: MatrixContext, actor: Actor): Promise<LightMyRequestResponse>;
  /** A problem with a 2xx answer (someone else's data in it), or undefined. */
  check?(body: unknown, actor: Actor, m: MatrixContext): string | undefined;
}

const SIGNED_IN = ACTORS.filter((actor): actor is SignedInActor => actor !== 'anonymous');

/** Anonymous gets 401, every signed-in actor `status`, except the overrides. */
const signedIn = (status: Status, overrides: Partial<Expect> = {}): Expect =>
  ({
    anonymous: 401,
    ...Object.fromEntries(SIGNED_IN.map((actor) => [actor, status])),
    ...overrides,
  }) as Expect;
const everyone = (status: Status): Expect => signedIn(status, { anonymous: status });
const ownerOnly = (ok: Status, others: Status) => signedIn(others, { owner: ok });
const editorsOnly = (ok: Status, others: Status) =>
  signedIn(others, { administrator: ok, editor: ok });
/** Reviewer roles `ok` (per-person overrides), the others 403 by role. */
const reviewers = (ok: Status, overrides: Partial<Expect> = {}) =>
  signedIn(403, { administrator: ok, beheerder: ok, medewerker: ok, ...overrides });

const get = (url: string) => ({ method: 'GET' as const, url });
const post = (url: string, payload?: unknown) => ({
  method: 'POST' as const,
  url,
  ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
});
const path = (endpoint: EndpointShape, params: Record<string, unknown>) =>
  fillPath(endpoint.path, params);

/** A row sent as a plain request with the actor's bearer token. */
function plain(
  endpoint: EndpointShape,
  what: string,
  expect: Expect,
  request: (m: MatrixContext, actor: Actor) => Parameters<MatrixContext['send']>[1],
  extra: Partial<MatrixRow> = {},
): MatrixRow {
  return {
    endpoint,
    what,
    expect,
    send: (m, actor) => m.send(actor, request(m, actor)),
    ...extra,
  };
}

const idOf = (m: MatrixContext, actor: Actor) =>
  actor === 'anonymous' ? 1 : m.data.people[actor].id;

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const PORTAL = { [INTRANET_HEADER]: INTRANET_HEADER_VALUE };

/**
 * The refresh-cookie routes with a fresh sign-in's cookie (anonymous: none), as the portal
 * sends them, as a non-browser client sends them, and from another site.
 */
function cookieRows(endpoint: EndpointShape, anonymous: Status): MatrixRow[] {
  const withCookie =
    (headers: Record<string, string>) => async (m: MatrixContext, actor: Actor) => {
      const cookie = actor === 'anonymous' ? undefined : (await m.freshLogin(actor)).refreshCookie;
      return m.send(
        actor,
        {
          method: endpoint.method,
          url: endpoint.path,
          headers: { ...headers, ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}) },
        },
        { bearer: false },
      );
    };
  const anonymousAfter = anonymous === 401 ? [] : (['anonymous'] as const);
  return [
    {
      endpoint,
      what: 'own refresh cookie, with the portal header',
      expect: signedIn(200, { anonymous }),
      send: withCookie(PORTAL),
    },
    {
      endpoint,
      what: 'own refresh cookie, no header and no Origin (a WordPress JWT client)',
      expect: signedIn(200, { anonymous }),
      after: { item: 8, actors: [...SIGNED_IN, ...anonymousAfter] },
      send: withCookie({}),
    },
    {
      endpoint,
      what: 'own refresh cookie and the portal header, from another site',
      expect: signedIn(403, { anonymous: anonymous === 401 ? [401, 403] : 403 }),
      after: { item: 8, actors: [...SIGNED_IN, ...anonymousAfter] },
      send: withCookie({ ...PORTAL, ...CROSS_SITE }),
    },
  ];
}

const authRows: MatrixRow[] = [
  plain(requestToken, 'sign in with own e-mail and password', signedIn(200), (m, actor) =>
    post(
      requestToken.path,
      actor === 'anonymous'
        ? {}
        : { username: m.data.people[actor].email, password: TEST_PASSWORD },
    ),
  ),
  plain(
    requestToken,
    'sign in with own e-mail and password, from another site (login CSRF)',
    signedIn(403, { anonymous: [401, 403] }),
    (m, actor) => ({
      ...post(
        requestToken.path,
        actor === 'anonymous'
          ? {}
          : { username: m.data.people[actor].email, password: TEST_PASSWORD },
      ),
      headers: CROSS_SITE,
    }),
    { after: { item: 8, actors: SIGNED_IN } },
  ),
  ...cookieRows(requestToken, 401),
  plain(validateToken, 'own access token', signedIn(200), () => post(validateToken.path)),
  ...cookieRows(refreshToken, 401),
  ...cookieRows(clearRefreshToken, 200),
  ...cookieRows(logout, 200),
  {
    endpoint: logout,
    what: 'the access token of the session that logged out',
    expect: signedIn(401),
    after: { item: 9, actors: SIGNED_IN },
    async send(m, actor) {
      if (actor === 'anonymous') return m.send(actor, get(getUserProfile.path));
      const { token, refreshCookie } = await m.freshLogin(actor);
      await m.send(
        actor,
        { ...post(logout.path), headers: { ...PORTAL, cookie: `refresh_token=${refreshCookie}` } },
        { bearer: false },
      );
      return m.send(
        actor,
        { ...get(getUserProfile.path), headers: { authorization: `Bearer ${token}` } },
        { bearer: false },
      );
    },
  },
  plain(changePassword, 'with a wrong old password', signedIn(422), () =>
    post(changePassword.path, {
      old_password: 'niet-mijn-wachtwoord',
      new_password: 'Een-nieuw-wachtwoord-1',
      confirm_password: 'Een-nieuw-wachtwoord-1',
    }),
  ),
];

const profileRows: MatrixRow[] = [
  plain(getUserProfile, 'own profile', signedIn(200), () => get(getUserProfile.path), {
    check: (body, actor, m) =>
      actor !== 'anonymous' && (body as { id: number }).id !== m.data.people[actor].id
        ? 'answered someone else’s profile'
        : undefined,
  }),
  plain(updateUserProfile, 'own short description', signedIn(200), () =>
    post(updateUserProfile.path, { korte_omschrijving: 'Bijgewerkt door de matrix' }),
  ),
  {
    endpoint: updateUserProfile,
    what: 'the owner’s private file as own public picture',
    expect: ownerOnly(200, 422),
    async send(m, actor) {
      const response = await m.send(
        actor,
        post(updateUserProfile.path, { public_picture: { id: m.data.files.private } }),
      );
      // Put the owner's picture back, so the private file stays private for the other rows.
      if (actor === 'owner') {
        await m.send(
          'owner',
          post(updateUserProfile.path, { public_picture: { id: m.data.files.picture } }),
        );
      }
      return response;
    },
  },
];

/** Row ids in a month summary or review answer. */
const rowIdsOf = (body: unknown) =>
  ((body as { rows?: Array<{ id: number }> }).rows ?? []).map((r) => r.id);

/** update-declaration-row of a line with a valid change (as JSON, which the route takes too). */
const changeLine = (m: MatrixContext, id: number) =>
  post(path(updateDeclarationRow, { id }), {
    declaration_type: m.data.otherCostsType,
    date: '2026-11-06',
    amount: 7,
    description: 'Gewijzigd',
  });

const declarationRows: MatrixRow[] = [
  plain(getDeclarationTypes, 'the types', signedIn(200), () => get(getDeclarationTypes.path)),
  plain(
    getDeclarationSummary,
    'own November (the owner’s lines only to the owner)',
    signedIn(200),
    () => get(`${getDeclarationSummary.path}?year=2026&month=11`),
    {
      check: (body, actor, m) =>
        actor !== 'owner' && rowIdsOf(body).includes(m.data.ownerRow)
          ? 'shows the owner’s line'
          : undefined,
    },
  ),
  plain(
    getSubmittedDeclarations,
    'own submitted months (the owner’s only to the owner)',
    signedIn(200),
    () => get(`${getSubmittedDeclarations.path}?year=2026`),
    {
      check: (body, actor, m) =>
        actor !== 'owner' &&
        (body as { posts: Array<{ id: number }> }).posts.some((p) => p.id === m.data.months.owner)
          ? 'shows the owner’s month'
          : undefined,
    },
  ),
  plain(
    getRecentLocations,
    'own trips (the owner’s only to the owner)',
    signedIn(200),
    () => get(getRecentLocations.path),
    {
      check: (body, actor) =>
        actor !== 'owner' && JSON.stringify(body).includes('Matrixstraat')
          ? 'shows the owner’s trip'
          : undefined,
    },
  ),
  plain(addDeclarationRow, 'a line of one’s own', signedIn(200), (m) =>
    post(addDeclarationRow.path, {
      declaration_type: m.data.otherCostsType,
      date: '2026-11-02',
      amount: 4.5,
      description: 'Eigen regel',
    }),
  ),
  {
    endpoint: updateDeclarationRow,
    what: 'the owner’s line',
    expect: ownerOnly(200, 403),
    async send(m, actor) {
      return m.send(actor, changeLine(m, (await m.freshOwnerRow()).id));
    },
  },
  plain(updateDeclarationRow, 'a line that does not exist', signedIn(404), (m) =>
    changeLine(m, 2_147_483_647),
  ),
  {
    endpoint: deleteDeclarationRow,
    what: 'the owner’s line',
    expect: ownerOnly(200, 403),
    async send(m, actor) {
      const row = await m.freshOwnerRow();
      return m.send(actor, { method: 'DELETE', url: path(deleteDeclarationRow, { id: row.id }) });
    },
  },
  {
    endpoint: copyDeclarationRow,
    what: 'the owner’s line',
    expect: ownerOnly(200, 403),
    async send(m, actor) {
      const row = await m.freshOwnerRow();
      return m.send(
        actor,
        post(copyDeclarationRow.path, { declaration_id: row.id, dates: ['2026-11-07'] }),
      );
    },
  },
  {
    endpoint: submitDeclarationMonth,
    what: 'own October with a line',
    expect: signedIn(200),
    async send(m, actor) {
      if (actor !== 'anonymous') await m.ownLine(actor, '2026-10-20');
      return m.send(actor, post(submitDeclarationMonth.path, { year: 2026, month: 10 }));
    },
  },
];

const reviewMonthRows = (
  endpoint: EndpointShape,
  suffix: string,
  payload: unknown,
  fresh: boolean,
): MatrixRow[] => {
  const month = async (m: MatrixContext, of: 'owner' | 'other' | 'medewerker' | 'administrator') =>
    fresh ? m.freshSentMonth(of) : m.data.months[of];
  const row = (
    what: string,
    of: 'owner' | 'other' | 'medewerker' | 'administrator',
    expect: Expect,
  ) => ({
    endpoint,
    what,
    expect,
    send: async (m: MatrixContext, actor: Actor) =>
      m.send(actor, {
        method: endpoint.method,
        url: `${path(endpoint, { id: await month(m, of) })}${suffix}`,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  });
  const ok = 200;
  return [
    row('the owner’s month (the medewerker owns the owner)', 'owner', reviewers(ok)),
    row(
      'another professional’s month (not the medewerker’s)',
      'other',
      reviewers(ok, { medewerker: 403 }),
    ),
    row('the medewerker’s own month', 'medewerker', reviewers(ok, { medewerker: 403 })),
    row(
      'the administrator’s own month',
      'administrator',
      reviewers(ok, { administrator: 403, medewerker: 403 }),
    ),
  ];
};

const reviewRows: MatrixRow[] = [
  plain(getReviewQueue, 'the queue', reviewers(200), () => get(getReviewQueue.path), {
    check(body, actor, m) {
      const ids = (body as { months: Array<{ id: number; user: { id: number } }> }).months;
      if (actor !== 'anonymous' && ids.some((month) => month.user.id === m.data.people[actor].id)) {
        return 'lists the reviewer’s own month';
      }
      if (actor === 'medewerker' && ids.some((month) => month.id === m.data.months.other)) {
        return 'lists a month of a professional the medewerker does not own';
      }
      if (!ids.some((month) => month.id === m.data.months.owner)) return 'misses the owner’s month';
      return undefined;
    },
  }),
  ...reviewMonthRows(getReviewMonth, '', undefined, false),
  plain(getReviewMonth, 'a month that does not exist', reviewers(404), () =>
    get(path(getReviewMonth, { id: 2_147_483_647 })),
  ),
  ...reviewMonthRows(approveMonth, '', undefined, true),
  ...reviewMonthRows(rejectMonth, '', { comment: 'Graag de bon toevoegen.' }, true),
  ...reviewMonthRows(commentOnMonth, '', { comment: 'Een opmerking.' }, false),
];

const geoRows: MatrixRow[] = [
  plain(searchLocations, 'an address', signedIn(200), () =>
    get(`${searchLocations.path}?input=Utrecht`),
  ),
  plain(calculateKilometers, 'a distance', signedIn(200), () =>
    get(`${calculateKilometers.path}?start=Utrecht&end=Amsterdam`),
  ),
];

/** The link with one query parameter changed. */
const changedLink = (link: string, name: string, value: string) => {
  const url = new URL(link, 'http://localhost');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
};

const receiptRows: MatrixRow[] = [
  plain(getReceipt, 'the owner’s receipt through the owner’s signed link', everyone(200), (m) =>
    get(m.data.receiptLink),
  ),
  plain(
    getReceipt,
    'the signed link with the viewer changed to the caller',
    everyone(403),
    (m, actor) =>
      get(
        changedLink(
          m.data.receiptLink,
          'viewer',
          String(idOf(m, actor) === m.data.people.owner.id ? 1 : idOf(m, actor)),
        ),
      ),
  ),
  plain(getReceipt, 'the link’s signature on another receipt id', everyone(403), (m) =>
    get(
      m.data.receiptLink.replace(
        `/receipts/${m.data.receipt}?`,
        `/receipts/${m.data.files.private}?`,
      ),
    ),
  ),
  {
    endpoint: getReceipt,
    what: 'the owner’s signed link after the line was deleted',
    expect: everyone([403, 404]),
    after: { item: 10, actors: ['anonymous', ...SIGNED_IN] },
    async send(m, actor) {
      const row = await m.freshOwnerReceiptLine();
      await m.send('owner', { method: 'DELETE', url: path(deleteDeclarationRow, { id: row.id }) });
      return m.send(actor, get(row.link));
    },
  },
];

const moodRows: MatrixRow[] = [
  // First: the owner answers this week; the next row then finds the owner's week answered.
  plain(
    createMoodtracker,
    'an answer for the owner (fields.user = the owner)',
    ownerOnly(201, 403),
    (m) => post(createMoodtracker.path, { fields: { user: m.data.people.owner.id, mood: 2 } }),
  ),
  plain(createMoodtracker, 'an answer for oneself', signedIn(201, { owner: 422 }), (m, actor) =>
    post(createMoodtracker.path, { fields: { user: idOf(m, actor), mood: 1 } }),
  ),
  plain(
    contentEndpoints.moodtrackers.list,
    'the answers (the owner’s to the owner, their consultant and administrators)',
    signedIn(200),
    () => get(`${contentEndpoints.moodtrackers.list.path}?per_page=100`),
    {
      check(body, actor, m) {
        const sees = (body as Array<{ id: number }>).some((item) => item.id === m.data.ownerMood);
        const should = ['owner', 'medewerker', 'administrator'].includes(actor);
        return sees === should
          ? undefined
          : sees
            ? 'shows the owner’s answer'
            : 'misses the owner’s answer';
      },
    },
  ),
  plain(
    contentEndpoints.moodtrackers.get,
    'the owner’s answer',
    signedIn(404, { owner: 200, medewerker: 200, administrator: 200 }),
    (m) => get(path(contentEndpoints.moodtrackers.get, { id: m.data.ownerMood })),
  ),
];

const optionsRows: MatrixRow[] = [
  plain(getOptions, 'intranet', signedIn(200), () => get(path(getOptions, { name: 'intranet' }))),
  plain(getOptions, 'an unknown page', signedIn(404), () =>
    get(path(getOptions, { name: 'geheim' })),
  ),
];

const contentRows: MatrixRow[] = Object.entries(contentEndpoints).flatMap(([type, endpoints]) => {
  const rows: MatrixRow[] = [];
  if (type !== 'moodtrackers') {
    rows.push(
      plain(endpoints.list, 'published items', signedIn(200), () => get(endpoints.list.path)),
      plain(endpoints.list, 'drafts', editorsOnly(200, 400), () =>
        get(`${endpoints.list.path}?status=draft`),
      ),
      plain(endpoints.get, 'a published item', signedIn(200), (m) =>
        get(path(endpoints.get, { id: m.data.posts.published[type] })),
      ),
      plain(endpoints.get, 'a draft', editorsOnly(200, 404), (m) =>
        get(path(endpoints.get, { id: m.data.posts.draft[type] })),
      ),
    );
  }
  if ('create' in endpoints) {
    const editable = (EDITABLE_POST_TYPES as readonly string[]).includes(type);
    const create = (bestanden?: number) => () =>
      post(endpoints.create.path, {
        title: `Matrix ${type}`,
        status: 'publish',
        ...(bestanden ? { fields: { bestanden: [{ file: { id: bestanden } }] } } : {}),
      });
    rows.push(
      plain(
        endpoints.create,
        'a new item',
        editable ? editorsOnly(201, 403) : signedIn(403),
        create(),
      ),
    );
    if (type === 'kennisbank') {
      rows.push(
        plain(endpoints.create, 'with a content file attached', editorsOnly(201, 403), (m) =>
          create(m.data.files.content)(),
        ),
        // Fresh files per cell: an attachment that gets through publishes that file.
        {
          endpoint: endpoints.create,
          what: 'with a receipt of the owner attached',
          expect: editorsOnly(422, 403),
          after: { item: 1, actors: ['administrator', 'editor'] },
          send: async (m, actor) =>
            m.send(actor, create((await m.freshOwnerReceiptLine()).receipt)()),
        },
        {
          endpoint: endpoints.create,
          what: 'with a private file of the owner attached',
          expect: editorsOnly(422, 403),
          after: { item: 1, actors: ['administrator', 'editor'] },
          send: async (m, actor) => m.send(actor, create(await m.freshOwnerFile())()),
        },
      );
    }
  }
  return rows;
});

const categoryRows: MatrixRow[] = Object.entries(categoryEndpoints).flatMap(
  ([taxonomy, endpoints]) => [
    plain(endpoints.list, 'the categories', signedIn(200), () => get(endpoints.list.path)),
    plain(endpoints.get, 'a category', signedIn(200), (m) =>
      get(path(endpoints.get, { id: m.data.terms[taxonomy] })),
    ),
  ],
);

type FileName = 'private' | 'content' | 'draft' | 'picture' | 'receipt';
const fileId = (m: MatrixContext, name: FileName) =>
  name === 'receipt' ? m.data.receipt : m.data.files[name];
/** Who sees a file, by what it is: SPEC "Files" in docs/product-rules.md. */
const FILE_EXPECT: Record<FileName, Expect> = {
  private: ownerOnly(200, 404),
  receipt: ownerOnly(200, 404),
  content: signedIn(200),
  draft: editorsOnly(200, 404),
  picture: signedIn(200),
};

const fileRows: MatrixRow[] = [
  plain(
    listFiles,
    'every kind of file (each caller sees only theirs)',
    signedIn(200),
    (m) =>
      get(
        `${listFiles.path}?include=${(['private', 'content', 'draft', 'picture', 'receipt'] as const).map((n) => fileId(m, n)).join(',')}`,
      ),
    {
      check(body, actor, m) {
        const listed = new Set((body as Array<{ id: number }>).map((file) => file.id));
        for (const name of ['private', 'content', 'draft', 'picture', 'receipt'] as const) {
          const cell = FILE_EXPECT[name][actor];
          if (listed.has(fileId(m, name)) !== (cell === 200))
            return `${name}: listed ${listed.has(fileId(m, name))}`;
        }
        return undefined;
      },
    },
  ),
  ...(['private', 'receipt', 'content', 'draft', 'picture'] as const).flatMap((name) => [
    plain(getFile, `a ${name} file`, FILE_EXPECT[name], (m) =>
      get(path(getFile, { id: fileId(m, name) })),
    ),
    plain(viewFile, `the bytes of a ${name} file`, FILE_EXPECT[name], (m) =>
      get(path(viewFile, { id: fileId(m, name) })),
    ),
  ]),
  {
    endpoint: viewFile,
    what: 'the owner’s private file through the owner’s signed link, without a bearer',
    expect: everyone(200),
    async send(m, actor) {
      const data = await m.send('owner', get(path(getFile, { id: m.data.files.private })));
      const link = (data.json() as { source_url: string }).source_url;
      return m.send(
        actor,
        get(new URL(link, 'http://localhost').pathname + new URL(link, 'http://localhost').search),
        { bearer: false },
      );
    },
  },
  plain(viewPublicFile, 'a profile picture', signedIn(200), (m) =>
    get(path(viewPublicFile, { id: m.data.files.picture })),
  ),
  plain(viewPublicFile, 'the owner’s private file', signedIn(404), (m) =>
    get(path(viewPublicFile, { id: m.data.files.private })),
  ),
];

const docRows: MatrixRow[] = [
  plain(getOpenApiDocument, 'the document', everyone(200), () => get(getOpenApiDocument.path)),
  plain(getApiReference, 'the reference page', everyone(200), () => get(getApiReference.path)),
];

export const MATRIX: readonly MatrixRow[] = [
  ...authRows,
  ...profileRows,
  ...declarationRows,
  ...reviewRows,
  ...geoRows,
  ...receiptRows,
  ...moodRows,
  ...optionsRows,
  ...contentRows,
  ...categoryRows,
  ...fileRows,
  ...docRows,
];
