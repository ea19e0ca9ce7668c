// Rows of the authorization matrix: Beheer's reference data (issue 13 point 2).
import {
  createDeclarationType,
  createKilometerRate,
  createReferenceItem,
  deleteDeclarationType,
  deleteKilometerRate,
  deleteReferenceItem,
  listAdminDeclarationTypes,
  listKilometerRates,
  listReferenceItems,
  updateDeclarationType,
  updateKilometerRate,
  updateReferenceItem,
} from '@portal/contract/endpoints/reference-data';
import type { EndpointShape } from '@portal/contract/endpoints';
import { declarationTypes, kilometerRates, posts } from '../../src/db/schema.js';
import { uniqueSuffix } from '../factories/sequence.js';
import type { MatrixContext } from './authorization-fixture.js';
import { get, path, post, signedIn, type MatrixRow } from './matrix-expect.js';

/** Beheerder and administrator `ok`, every other signed-in actor 403, anonymous 401. */
const managers = (ok: number) => signedIn(403, { administrator: ok, beheerder: ok });

/** Each cell works on a fresh item, so a write or delete in one cell leaves the next alone. */
function onFresh(
  endpoint: EndpointShape,
  what: string,
  ok: number,
  make: (m: MatrixContext) => Promise<number>,
  payload?: Record<string, unknown>,
): MatrixRow {
  return {
    endpoint,
    what,
    expect: managers(ok),
    send: async (m, actor) => {
      const id = await make(m);
      const url = path(endpoint, { kind: 'functies', id });
      return m.send(actor, { method: endpoint.method, url, ...(payload ? { payload } : {}) });
    },
  };
}

const newFunctie = async (m: MatrixContext) => {
  const [row] = await m.ctx.database.db
    .insert(posts)
    .values({ type: 'functies', title: `Matrix ${uniqueSuffix()}`, slug: `m-${uniqueSuffix()}` })
    .returning({ id: posts.id });
  return row!.id;
};
const newType = async (m: MatrixContext) => {
  const [row] = await m.ctx.database.db
    .insert(declarationTypes)
    .values({ title: `Matrix ${uniqueSuffix()}` })
    .returning({ id: declarationTypes.id });
  return row!.id;
};
/** A start date far in the future that no other cell uses (one year each). */
let futureYear = 2100;
const futureDay = () => `${(futureYear += 1)}-03-01`;
/** A rate no line uses. */
const newRate = async (m: MatrixContext) => {
  const [row] = await m.ctx.database.db
    .insert(kilometerRates)
    .values({ validFrom: futureDay(), centsPerKm: 30 })
    .returning({ id: kilometerRates.id });
  return row!.id;
};

export const referenceRows: MatrixRow[] = [
  {
    endpoint: listReferenceItems,
    what: 'the functies',
    expect: managers(200),
    send: (m, actor) => m.send(actor, get(path(listReferenceItems, { kind: 'functies' }))),
  },
  {
    endpoint: createReferenceItem,
    what: 'a new functie',
    expect: managers(201),
    send: (m, actor) =>
      m.send(
        actor,
        post(path(createReferenceItem, { kind: 'functies' }), {
          title: `Matrix ${actor} ${uniqueSuffix()}`,
        }),
      ),
  },
  onFresh(updateReferenceItem, 'retire a functie', 200, newFunctie, { status: 'retired' }),
  onFresh(deleteReferenceItem, 'an unused functie', 200, newFunctie),
  {
    endpoint: listAdminDeclarationTypes,
    what: 'every type',
    expect: managers(200),
    send: (m, actor) => m.send(actor, get(listAdminDeclarationTypes.path)),
  },
  {
    endpoint: createDeclarationType,
    what: 'a new type',
    expect: managers(201),
    send: (m, actor) =>
      m.send(
        actor,
        post(createDeclarationType.path, { title: `Matrix ${actor} ${uniqueSuffix()}` }),
      ),
  },
  onFresh(updateDeclarationType, 'a new title', 200, newType, { title: 'Matrix titel' }),
  onFresh(deleteDeclarationType, 'an unused type', 200, newType),
  {
    endpoint: listKilometerRates,
    what: 'every rate',
    expect: managers(200),
    send: (m, actor) => m.send(actor, get(listKilometerRates.path)),
  },
  {
    endpoint: createKilometerRate,
    what: 'a future rate',
    expect: managers(201),
    send: async (m, actor) =>
      m.send(
        actor,
        post(createKilometerRate.path, {
          valid_from: futureDay(),
          cents_per_km: 25,
        }),
      ),
  },
  onFresh(updateKilometerRate, 'a future rate, changed', 200, newRate, { cents_per_km: 31 }),
  onFresh(deleteKilometerRate, 'a future rate, removed', 200, newRate),
];
