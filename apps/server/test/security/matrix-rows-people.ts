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
import type { EndpointShape } from '@portal/contract/endpoints';
import { createUser } from '../factories/index.js';
import { uniqueSuffix } from '../factories/sequence.js';
import type { MatrixContext } from './authorization-fixture.js';
import { path, post, signedIn, type MatrixRow } from './matrix-expect.js';

/** Administrator and beheerder: `ok`; everyone else signed in 403 (by role). */
const managers = (ok: number) => signedIn(403, { administrator: ok, beheerder: ok });

/** Every cell works on a professional of its own (a write changes or deactivates them). */
const newProfessional = (m: MatrixContext) =>
  createUser(m.ctx.database.db).then((created) => created.id);

function onFresh(
  endpoint: EndpointShape,
  what: string,
  ok: number,
  payload?: (id: number) => Record<string, unknown>,
): MatrixRow {
  return {
    endpoint,
    what,
    expect: managers(ok),
    send: async (m, actor) => {
      const id = await newProfessional(m);
      return m.send(actor, {
        method: endpoint.method,
        url: path(endpoint, { id }),
        ...(payload ? { payload: payload(id) } : {}),
      });
    },
  };
}

export const peopleRows: MatrixRow[] = [
  {
    endpoint: createPerson,
    what: 'a new professional (invited by e-mail)',
    expect: managers(201),
    send: (m, actor) =>
      m.send(
        actor,
        post(createPerson.path, {
          voornaam: 'Matrix',
          achternaam: 'Persoon',
          email: `matrix-${uniqueSuffix()}@example.nl`,
          roles: ['professional'],
        }),
      ),
  },
  {
    endpoint: createPerson,
    what: 'a new administrator (only an administrator grants the role)',
    expect: signedIn(403, { administrator: 201 }),
    send: (m, actor) =>
      m.send(
        actor,
        post(createPerson.path, {
          voornaam: 'Matrix',
          achternaam: 'Baas',
          email: `matrix-admin-${uniqueSuffix()}@example.nl`,
          roles: ['administrator'],
        }),
      ),
  },
  ...[updatePerson, replacePerson, patchPerson].map((endpoint) =>
    onFresh(endpoint, `new hours (${endpoint.method})`, 200, () => ({ urenmeter: 7 })),
  ),
  onFresh(deactivatePerson, 'a professional', 200),
  onFresh(reactivatePerson, 'an active professional (nothing to do)', 200),
  onFresh(sendPersonSetPasswordLink, 'a professional', 200),
];
