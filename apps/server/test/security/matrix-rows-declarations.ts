// Rows of the authorization matrix: declaration lines, months, reviews, receipts, addresses.
import {
  addDeclarationRow,
  checkDeclarationDuplicates,
  copyDeclarationRow,
  deleteDeclarationRow,
  getDeclarationSummary,
  getDeclarationTypes,
  getRecentLocations,
  getSubmittedDeclarations,
  submitDeclarationMonth,
  updateDeclarationRow,
  withdrawDeclarationMonth,
} from '@portal/contract/endpoints/declarations';
import {
  approveMonth,
  commentOnMonth,
  getReviewMonth,
  getReviewQueue,
  rejectMonth,
} from '@portal/contract/endpoints/declarations-review';
import { calculateKilometers, searchLocations } from '@portal/contract/endpoints/geo';
import { getReceipt, getReceiptThumbnail } from '@portal/contract/endpoints/receipts';
import type { EndpointShape } from '@portal/contract/endpoints';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import {
  signedIn,
  everyone,
  ownerOnly,
  reviewers,
  get,
  post,
  path,
  plain,
  idOf,
  type Expect,
  type MatrixRow,
} from './matrix-expect.js';

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

export const declarationRows: MatrixRow[] = [
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
  plain(
    checkDeclarationDuplicates,
    'duplicates of the owner’s line (only the owner’s own lines are compared)',
    signedIn(200),
    (m) =>
      get(
        `${checkDeclarationDuplicates.path}?declaration_type=${m.data.otherCostsType}&date=2026-11-03&amount=10`,
      ),
    {
      check: (body, actor, m) => {
        const ids = (body as { duplicates: Array<{ id: number }> }).duplicates.map((d) => d.id);
        if (actor !== 'owner' && ids.includes(m.data.ownerRow)) return 'shows the owner’s line';
        if (actor === 'owner' && !ids.includes(m.data.ownerRow)) return 'misses the owner’s line';
        return undefined;
      },
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
  {
    endpoint: withdrawDeclarationMonth,
    what: 'own October, submitted and not opened (each actor withdraws their own month)',
    expect: signedIn(200),
    async send(m, actor) {
      if (actor !== 'anonymous') {
        await m.ownLine(actor, '2026-10-21');
        await m.send(actor, post(submitDeclarationMonth.path, { year: 2026, month: 10 }));
      }
      return m.send(actor, post(withdrawDeclarationMonth.path, { year: 2026, month: 10 }));
    },
  },
];

type MonthOf = 'owner' | 'other' | 'medewerker' | 'administrator';

const reviewMonthRows = (
  endpoint: EndpointShape,
  suffix: string,
  /** The body, or the body for the month of one person (a line of that month). */
  payload: unknown,
  fresh: boolean,
  what = '',
): MatrixRow[] => {
  const bodyFor = (m: MatrixContext, of: MonthOf) =>
    typeof payload === 'function'
      ? (payload as (m: MatrixContext, of: MonthOf) => unknown)(m, of)
      : payload;
  const month = async (m: MatrixContext, of: MonthOf) =>
    fresh ? m.freshSentMonth(of) : m.data.months[of];
  const row = (whatOf: string, of: MonthOf, expect: Expect) => ({
    endpoint,
    what: what ? `${what}: ${whatOf}` : whatOf,
    expect,
    send: async (m: MatrixContext, actor: Actor) =>
      m.send(actor, {
        method: endpoint.method,
        url: `${path(endpoint, { id: await month(m, of) })}${suffix}`,
        ...(payload === undefined ? {} : { payload: bodyFor(m, of) as Record<string, unknown> }),
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

export const reviewRows: MatrixRow[] = [
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
  // Issue 25 item 7: a comment on a line of the month, as the month's own.
  ...reviewMonthRows(
    commentOnMonth,
    '',
    (m: MatrixContext, of: MonthOf) => ({
      comment: 'Over deze regel.',
      row_id: m.data.monthLines[of],
    }),
    false,
    'on its line',
  ),
  plain(commentOnMonth, 'the owner’s month with a line of another month', reviewers(422), (m) =>
    post(path(commentOnMonth, { id: m.data.months.owner }), {
      comment: 'Over een andere regel.',
      row_id: m.data.monthLines.other,
    }),
  ),
];

export const geoRows: MatrixRow[] = [
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

export const receiptRows: MatrixRow[] = [
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
    expect: everyone(404),
    async send(m, actor) {
      const row = await m.freshOwnerReceiptLine();
      await m.send('owner', { method: 'DELETE', url: path(deleteDeclarationRow, { id: row.id }) });
      return m.send(actor, get(row.link));
    },
  },
  // Issue 25 item 5: the thumbnail answers exactly as the receipt does.
  plain(
    getReceiptThumbnail,
    'the owner’s receipt thumbnail through the owner’s signed link',
    everyone(200),
    (m) => get(m.data.receiptThumbnailLink),
  ),
  plain(
    getReceiptThumbnail,
    'the signed thumbnail link with the viewer changed to the caller',
    everyone(403),
    (m, actor) =>
      get(
        changedLink(
          m.data.receiptThumbnailLink,
          'viewer',
          String(idOf(m, actor) === m.data.people.owner.id ? 1 : idOf(m, actor)),
        ),
      ),
  ),
  {
    endpoint: getReceiptThumbnail,
    what: 'the owner’s signed thumbnail link after the line was deleted',
    expect: everyone(404),
    async send(m, actor) {
      const row = await m.freshOwnerReceiptLine();
      await m.send('owner', { method: 'DELETE', url: path(deleteDeclarationRow, { id: row.id }) });
      return m.send(actor, get(row.thumbnail));
    },
  },
];
