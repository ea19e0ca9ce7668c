// Rows of the authorization matrix: Beheer "Mensen" (issue 13).
import {
  createPerson,
  deactivatePerson,
  patchPerson,
  reactivatePerson,
  replacePerson,
  sendPersonSetPasswordLink,
  updatePerson,
} from '@portal/contract/endpoints/people';
import type { Role } from '@portal/contract';
import type { EndpointShape } from '@portal/contract/endpoints';
import { createUser } from '../factories/index.js';
import { uniqueSuffix } from '../factories/sequence.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { idOf, path, post, signedIn, type MatrixRow } from './matrix-expect.js';

/** Administrator and beheerder: `ok`; everyone else signed in 403 (by role). */
const managers = (ok: number) => signedIn(403, { administrator: ok, beheerder: ok });

/** Only an administrator (issue 24): a beheerder manages professionals and medewerkers only. */
const administrators = (ok: number) => signedIn(403, { administrator: ok });

/** Every cell works on a person of its own (a write changes or deactivates them). */
const newPerson = (m: MatrixContext, roles: Role[] = ['professional']) =>
  createUser(m.ctx.database.db, { roles }).then((created) => created.id);

function onFresh(
  endpoint: EndpointShape,
  what: string,
  ok: number,
  payload?: (id: number, m: MatrixContext) => Record<string, unknown>,
  { roles, expect = managers(ok) }: { roles?: Role[]; expect?: MatrixRow['expect'] } = {},
): MatrixRow {
  return {
    endpoint,
    what,
    expect,
    send: async (m, actor) => {
      const id = await newPerson(m, roles);
      return m.send(actor, {
        method: endpoint.method,
        url: path(endpoint, { id }),
        ...(payload ? { payload: payload(id, m) } : {}),
      });
    },
  };
}

/** A new person (a professional unless `extra` says otherwise), invited by e-mail. */
function onCreate(
  what: string,
  expect: MatrixRow['expect'],
  extra: (m: MatrixContext, actor: Actor) => Record<string, unknown>,
): MatrixRow {
  return {
    endpoint: createPerson,
    what,
    expect,
    send: (m, actor) =>
      m.send(
        actor,
        post(createPerson.path, {
          voornaam: 'Matrix',
          achternaam: 'Persoon',
          email: `matrix-${uniqueSuffix()}@example.nl`,
          roles: ['professional'],
          ...extra(m, actor),
        }),
      ),
  };
}

export const peopleRows: MatrixRow[] = [
  onCreate('a new professional (invited by e-mail)', managers(201), () => ({})),
  onCreate(
    'a new administrator (only an administrator grants the role)',
    signedIn(403, { administrator: 201 }),
    () => ({ roles: ['administrator'] }),
  ),
  ...[updatePerson, replacePerson, patchPerson].map((endpoint) =>
    onFresh(endpoint, `new hours (${endpoint.method})`, 200, () => ({ urenmeter: 7 })),
  ),
  onFresh(deactivatePerson, 'a professional', 200),
  onFresh(reactivatePerson, 'an active professional (nothing to do)', 200),
  onFresh(sendPersonSetPasswordLink, 'a professional', 200),
  // Issue 24: the accounts of an editor or beheerder, and relations with an administrator.
  ...[updatePerson, replacePerson, patchPerson].map((endpoint) =>
    onFresh(
      endpoint,
      `an editor's e-mail address (${endpoint.method})`,
      200,
      (id) => ({ email: `matrix-redacteur-${id}@example.nl` }),
      { roles: ['editor'], expect: administrators(200) },
    ),
  ),
  onFresh(patchPerson, 'a beheerder’s hours', 200, () => ({ urenmeter: 2 }), {
    roles: ['beheerder'],
    expect: administrators(200),
  }),
  onFresh(patchPerson, 'a medewerker made editor', 200, () => ({ roles: ['editor'] }), {
    roles: ['medewerker'],
    expect: administrators(200),
  }),
  ...(['administrator', 'editor'] as const).map((staff) =>
    onFresh(
      patchPerson,
      `an ${staff} among a medewerker’s professionals`,
      200,
      (_id, m) => ({ professionals: [m.data.people[staff].id] }),
      { roles: ['medewerker'], expect: administrators(200) },
    ),
  ),
  // A people manager may be a professional's consultant (SPEC: professionals of their own).
  onCreate('a new professional with oneself as consultant', managers(201), (m, actor) => ({
    owned_by: [idOf(m, actor)],
  })),
  onFresh(deactivatePerson, 'a beheerder', 200, undefined, {
    roles: ['beheerder'],
    expect: administrators(200),
  }),
  onFresh(sendPersonSetPasswordLink, 'an editor', 200, undefined, {
    roles: ['editor'],
    expect: administrators(200),
  }),
  {
    endpoint: patchPerson,
    what: 'one’s own roles (nobody, administrators included)',
    expect: signedIn(403),
    send: (m, actor) =>
      m.send(actor, {
        method: 'PATCH',
        url: path(patchPerson, { id: idOf(m, actor) }),
        payload: { roles: ['medewerker', 'editor'] },
      }),
  },
  {
    endpoint: deactivatePerson,
    what: 'oneself (nobody)',
    expect: signedIn(403),
    send: (m, actor) => m.send(actor, post(path(deactivatePerson, { id: idOf(m, actor) }))),
  },
];
