import type { EndpointShape } from '@portal/contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { ACTORS, createMatrix, type Actor, type MatrixContext } from './authorization-fixture.js';
import { MATRIX, type MatrixRow } from './authorization-table.js';

/**
 * Issue 24, item 12: every JSON answer of every endpoint of the contract, success or refusal,
 * says `Content-Type: application/json; charset=utf-8`, also when it is written by a serializer
 * of our own (`_fields`, context=edit). The calls are the authorization matrix's rows, which
 * cover every endpoint with valid parameters, each sent as a role that may make it.
 */

const JSON_TYPE = 'application/json; charset=utf-8';

const ctx = useTestApp({ now: () => new Date('2026-11-05T10:00:00Z') });
let m: MatrixContext;

beforeAll(async () => {
  m = await createMatrix(ctx);
});

const isOk = (status: number | readonly number[]) =>
  (typeof status === 'number' ? [status] : status).some((s) => s >= 200 && s < 300);

/** The first role the row expects a success from, or else the first signed-in one. */
function allowedActor(row: MatrixRow): Actor {
  return (
    ACTORS.find((actor) => actor !== 'anonymous' && isOk(row.expect[actor])) ?? 'administrator'
  );
}

/** The path of an endpoint as a pattern (`:id` matches one segment). */
const pathPattern = (endpoint: EndpointShape) =>
  new RegExp(`^${endpoint.path.replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * The same context with `name=value` set on the row's own call only: the calls a row makes to
 * prepare (reading back a link, say) stay as they are.
 */
function withQuery(
  context: MatrixContext,
  endpoint: EndpointShape,
  name: string,
  value: string,
): MatrixContext {
  const own = pathPattern(endpoint);
  return {
    ...context,
    send: (actor, request, options) => {
      const target = typeof request.url === 'string' ? request.url : '';
      if (request.method !== endpoint.method || !own.test(target.split('?')[0] ?? '')) {
        return context.send(actor, request, options);
      }
      const url = new URL(target, 'http://portal.invalid');
      url.searchParams.set(name, value);
      return context.send(actor, { ...request, url: `${url.pathname}${url.search}` }, options);
    },
  };
}

/** Bodies that are not JSON: a success of a byte endpoint, and answers without a body. */
function isJsonAnswer(endpoint: EndpointShape, response: LightMyRequestResponse): boolean {
  if (response.statusCode === 204 || response.statusCode === 304) return false;
  if (response.statusCode >= 300 && response.statusCode < 400) return false;
  return response.statusCode >= 400 || 'schema' in endpoint.success;
}

const VARIANTS: ReadonlyArray<[label: string, name: string, value: string]> = [
  ['as sent', '', ''],
  ['with _fields=id', '_fields', 'id'],
  ['with context=edit', 'context', 'edit'],
];

/** The problems of one row: each of its JSON answers without the JSON type. */
async function checkRow(row: MatrixRow, seen: Set<string>, custom: Record<string, number>) {
  const problems: string[] = [];
  const actors = new Set<Actor>([allowedActor(row), 'administrator', 'anonymous']);
  for (const [label, name, value] of VARIANTS) {
    if (name && row.endpoint.method !== 'GET') continue;
    const context = name ? withQuery(m, row.endpoint, name, value) : m;
    for (const actor of actors) {
      const response = await row.send(context, actor).catch((error: unknown) => {
        throw new Error(`${row.what} ${label} as ${actor}: ${String(error)}`);
      });
      if (!isJsonAnswer(row.endpoint, response)) continue;
      seen.add(row.endpoint.id);
      if (name && response.statusCode === 200) custom[name] = (custom[name] ?? 0) + 1;
      const type = response.headers['content-type'];
      if (type !== JSON_TYPE) {
        problems.push(`${row.what} ${label} as ${actor}: ${response.statusCode}, ${String(type)}`);
      }
    }
  }
  return problems;
}

describe('Content-Type of JSON answers', () => {
  const seen = new Set<string>();
  const custom: Record<string, number> = {};
  const byEndpoint = new Map<string, MatrixRow[]>();
  for (const row of MATRIX)
    byEndpoint.set(row.endpoint.id, [...(byEndpoint.get(row.endpoint.id) ?? []), row]);

  it.each([...byEndpoint])('is application/json; charset=utf-8 on %s', async (_id, rows) => {
    const problems: string[] = [];
    for (const row of rows) problems.push(...(await checkRow(row, seen, custom)));
    expect(problems).toEqual([]);
  });

  it('was checked on every endpoint, and on answers written for _fields and context=edit', () => {
    // A byte endpoint is seen through its refusals; one that refuses nobody has no JSON answer.
    const answersJson = (rows: MatrixRow[]) =>
      rows.some(
        (row) =>
          'schema' in row.endpoint.success ||
          Object.values(row.expect).some((status) => !isOk(status)),
      );
    const unseen = [...byEndpoint].filter(([id, rows]) => answersJson(rows) && !seen.has(id));
    expect(unseen.map(([id]) => id)).toEqual([]);
    expect(custom._fields).toBeGreaterThan(0);
    expect(custom.context).toBeGreaterThan(0);
  });
});
