// Rows of the authorization matrix: Beheer's writes to content, categories and options (issue 12).
import { EDITABLE_POST_TYPES, TAXONOMIES, type Taxonomy } from '@portal/contract';
import { categoryEndpoints, contentEndpoints } from '@portal/contract/endpoints/content';
import { updateOptions } from '@portal/contract/endpoints/options';
import type { EndpointShape } from '@portal/contract/endpoints';
import { createPost, createTerm } from '../factories/index.js';
import { uniqueSuffix } from '../factories/sequence.js';
import type { Actor, MatrixContext } from './authorization-fixture.js';
import { editorsOnly, path, post, type Expect, type MatrixRow } from './matrix-expect.js';

/** A row whose every cell works on a thing of its own (a write changes or removes it). */
function fresh(
  endpoint: EndpointShape,
  what: string,
  expect: Expect,
  make: (m: MatrixContext) => Promise<number>,
  request: (id: number, actor: Actor) => Parameters<MatrixContext['send']>[1],
): MatrixRow {
  return {
    endpoint,
    what,
    expect,
    send: async (m, actor) => m.send(actor, request(await make(m), actor)),
  };
}

const newPost = (type: (typeof EDITABLE_POST_TYPES)[number]) => (m: MatrixContext) =>
  createPost(m.ctx.database.db, type).then((created) => created.id);
const newTerm = (taxonomy: Taxonomy) => (m: MatrixContext) =>
  createTerm(m.ctx.database.db, taxonomy).then((created) => created.id);

export const contentWriteRows: MatrixRow[] = EDITABLE_POST_TYPES.flatMap((type) => {
  const endpoints = contentEndpoints[type];
  return [
    ...[endpoints.update, endpoints.replace, endpoints.patch].map((endpoint) =>
      fresh(
        endpoint,
        `a new title (${endpoint.method})`,
        editorsOnly(200, 403),
        newPost(type),
        (id) => ({
          method: endpoint.method,
          url: path(endpoint, { id }),
          payload: { title: `Matrix ${uniqueSuffix()}` },
        }),
      ),
    ),
    fresh(endpoints.delete, 'to the trash', editorsOnly(200, 403), newPost(type), (id) => ({
      method: 'DELETE',
      url: path(endpoints.delete, { id }),
    })),
    fresh(endpoints.delete, 'for good', editorsOnly(200, 403), newPost(type), (id) => ({
      method: 'DELETE',
      url: `${path(endpoints.delete, { id })}?force=true`,
    })),
  ];
});

export const categoryWriteRows: MatrixRow[] = (Object.keys(TAXONOMIES) as Taxonomy[]).flatMap(
  (taxonomy) => {
    const endpoints = categoryEndpoints[taxonomy];
    return [
      {
        endpoint: endpoints.create,
        what: 'a new category',
        expect: editorsOnly(201, 403),
        send: (m, actor) =>
          m.send(actor, post(endpoints.create.path, { name: `Matrix ${actor} ${uniqueSuffix()}` })),
      },
      ...[endpoints.update, endpoints.replace, endpoints.patch].map((endpoint) =>
        fresh(
          endpoint,
          `a new name (${endpoint.method})`,
          editorsOnly(200, 403),
          newTerm(taxonomy),
          (id) => ({
            method: endpoint.method,
            url: path(endpoint, { id }),
            payload: { name: `Matrix ${uniqueSuffix()}` },
          }),
        ),
      ),
      fresh(
        endpoints.delete,
        'deleted (force=true)',
        editorsOnly(200, 403),
        newTerm(taxonomy),
        (id) => ({
          method: 'DELETE',
          url: `${path(endpoints.delete, { id })}?force=true`,
        }),
      ),
    ];
  },
);

export const optionsWriteRows: MatrixRow[] = [
  {
    endpoint: updateOptions,
    what: 'the contact persons',
    expect: editorsOnly(200, 403),
    send: (m, actor) =>
      m.send(
        actor,
        post(path(updateOptions, { name: 'intranet' }), {
          fields: { contactpersonen: [{ naam: `Matrix ${actor}`, telefoonnummer: '030-1234567' }] },
        }),
      ),
  },
  {
    endpoint: updateOptions,
    what: 'an unknown page',
    expect: editorsOnly(404, 403),
    send: (m, actor) =>
      m.send(
        actor,
        post(path(updateOptions, { name: 'geheim' }), { fields: { contactpersonen: [] } }),
      ),
  },
];
