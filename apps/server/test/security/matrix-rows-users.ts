// Rows of the authorization matrix: the colleague directory (/wp/v2/users).
import { getCurrentUser, getUser, listUsers } from '@portal/contract/endpoints/users';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { get, idOf, path, plain, signedIn, type MatrixRow } from './matrix-expect.js';

const DIRECTORY = `${listUsers.path}?roles=beheerder,medewerker,professional&orderby=name&order=asc&per_page=100`;

/** A public answer names no private field (the response schema leaves them out). */
const noPrivateFields = (body: unknown) =>
  JSON.stringify(body).includes('"iban"') ? 'a private field in a public card' : undefined;

const ownId = (body: unknown, actor: Actor, m: MatrixContext) =>
  actor !== 'anonymous' && (body as { id: number }).id !== idOf(m, actor)
    ? 'answered someone else'
    : undefined;

/** context=edit of others: the people managers only (WordPress's list_users/edit_users). */
const managers = (status: number, overrides = {}) =>
  signedIn(403, { administrator: status, beheerder: status, ...overrides });

export const userRows: MatrixRow[] = [
  plain(listUsers, 'the directory as Collega’s loads it', signedIn(200), () => get(DIRECTORY), {
    check: noPrivateFields,
  }),
  plain(listUsers, 'the directory with the private fields (context=edit)', managers(200), () =>
    get(`${DIRECTORY}&context=edit`),
  ),
  plain(
    listUsers,
    'the directory filtered by functie and opdrachtgever',
    signedIn(200),
    () => get(`${DIRECTORY}&acf_functie=1,2,3&acf_opdrachtgevers=1,2,3`),
    { check: noPrivateFields },
  ),
  plain(listUsers, 'the filtered directory with the private fields', managers(200), () =>
    get(`${DIRECTORY}&acf_functie=1,2,3&acf_opdrachtgevers=1,2,3&context=edit`),
  ),
  plain(listUsers, 'the directory ordered by e-mail address', managers(200), () =>
    get(`${listUsers.path}?orderby=email`),
  ),
  plain(getCurrentUser, 'own card', signedIn(200), () => get(getCurrentUser.path), {
    check: (body, actor, m) => ownId(body, actor, m) ?? noPrivateFields(body),
  }),
  plain(getCurrentUser, 'own card with own private fields', signedIn(200), () =>
    get(`${getCurrentUser.path}?context=edit`),
  ),
  plain(
    getUser,
    'the owner’s card',
    signedIn(200),
    (m) => get(path(getUser, { id: idOf(m, 'owner') })),
    {
      check: noPrivateFields,
    },
  ),
  plain(
    getUser,
    'the owner’s card with the private fields (context=edit)',
    managers(200, { owner: 200 }),
    (m) => get(`${path(getUser, { id: idOf(m, 'owner') })}?context=edit`),
  ),
];
