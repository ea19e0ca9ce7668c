// Rows of the authorization matrix: assignments (issue 11) and their PDF.
import {
  createAssignment as createAssignmentEndpoint,
  getAssignment,
  getAssignmentPdf,
  listAssignments,
  updateAssignment,
} from '@portal/contract/endpoints/assignments';
import { createAssignment } from '../factories/assignments.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { everyone, get, idOf, path, plain, signedIn, type MatrixRow } from './matrix-expect.js';

/** The owner's assignment (made once per matrix), and its PDF link as the owner received it. */
const made = new WeakMap<MatrixContext, Promise<{ id: number; pdfUrl: string }>>();
function ownerAssignment(m: MatrixContext) {
  let found = made.get(m);
  if (!found) {
    found = (async () => {
      const { id } = await createAssignment(m.ctx.database.db, {
        professionalId: m.data.people.owner.id,
        status: 'in-progress',
      });
      const detail = await m.send('owner', get(path(getAssignment, { id })));
      return { id, pdfUrl: (detail.json() as { pdf_url: string }).pdf_url };
    })();
    made.set(m, found);
  }
  return found;
}

/** A fresh assignment of the owner, for rows that change it. */
const freshOwnerAssignment = (m: MatrixContext) =>
  createAssignment(m.ctx.database.db, { professionalId: m.data.people.owner.id });

const SEES_OWNERS = ['owner', 'medewerker', 'administrator', 'beheerder'];

/** The owner's assignment id once made (row checks are synchronous). */
const madeIds = new WeakMap<MatrixContext, number>();

/** The list holds the owner's assignment exactly for those who may see it. */
function listCheck(body: unknown, actor: Actor, m: MatrixContext) {
  const id = madeIds.get(m);
  const listed = (body as Array<{ id: number }>).some((item) => item.id === id);
  return listed === SEES_OWNERS.includes(actor)
    ? undefined
    : `${listed ? 'lists' : 'misses'} the owner’s assignment`;
}

const patch = (id: number, fields: Record<string, unknown>) => ({
  method: 'PATCH' as const,
  url: path(updateAssignment, { id }),
  payload: { fields },
});

export const assignmentRows: MatrixRow[] = [
  {
    endpoint: listAssignments,
    what: 'the assignments as Opdrachten loads them (only the visible ones)',
    expect: signedIn(200),
    async send(m, actor) {
      madeIds.set(m, (await ownerAssignment(m)).id);
      return m.send(actor, get(`${listAssignments.path}?orderby=name&order=asc&per_page=200`));
    },
    check: listCheck,
  },
  {
    endpoint: getAssignment,
    what: 'the owner’s assignment',
    expect: signedIn(404, { owner: 200, medewerker: 200, administrator: 200, beheerder: 200 }),
    async send(m, actor) {
      const { id } = await ownerAssignment(m);
      return m.send(actor, get(path(getAssignment, { id })));
    },
  },
  plain(
    createAssignmentEndpoint,
    'an assignment for the owner',
    signedIn(403, { medewerker: 201, administrator: 422, beheerder: 422 }),
    (m) => ({
      method: 'POST',
      url: createAssignmentEndpoint.path,
      payload: { title: 'Matrix', status: 'publish', fields: { user: idOf(m, 'owner') } },
    }),
  ),
  {
    endpoint: updateAssignment,
    what: 'the owner’s evaluation texts',
    expect: signedIn(404, { owner: 200, medewerker: 200, administrator: 403, beheerder: 403 }),
    async send(m, actor) {
      const { id } = await ownerAssignment(m);
      return m.send(actor, patch(id, { user_ontwikkeling: `Door ${actor}` }));
    },
  },
  {
    endpoint: updateAssignment,
    what: 'the status of the owner’s assignment',
    expect: signedIn(404, { owner: 403, medewerker: 200, administrator: 200, beheerder: 200 }),
    async send(m, actor) {
      const { id } = await freshOwnerAssignment(m);
      return m.send(actor, patch(id, { status: 'in-progress' }));
    },
  },
  {
    endpoint: getAssignmentPdf,
    what: 'the owner’s PDF through the owner’s signed link',
    expect: everyone(200),
    async send(m, actor) {
      const { pdfUrl } = await ownerAssignment(m);
      return m.send(actor, get(pdfUrl));
    },
  },
  {
    endpoint: getAssignmentPdf,
    what: 'the owner’s PDF link with the viewer changed to the caller',
    expect: everyone(403),
    async send(m, actor) {
      const { pdfUrl } = await ownerAssignment(m);
      const url = new URL(pdfUrl, 'http://localhost');
      const viewer = idOf(m, actor) === idOf(m, 'owner') ? 1 : idOf(m, actor);
      url.searchParams.set('viewer', String(viewer));
      return m.send(actor, get(`${url.pathname}${url.search}`));
    },
  },
  {
    endpoint: getAssignmentPdf,
    what: 'the link’s signature on another assignment',
    expect: everyone(403),
    async send(m, actor) {
      const { id, pdfUrl } = await ownerAssignment(m);
      const fresh = await freshOwnerAssignment(m);
      return m.send(actor, get(pdfUrl.replace(`/assignment/${id}?`, `/assignment/${fresh.id}?`)));
    },
  },
];
