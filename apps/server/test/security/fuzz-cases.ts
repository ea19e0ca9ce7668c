import type { EndpointShape } from '@portal/contract/endpoints';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  formBody,
  jsonBody,
  malformedJsonBody,
  multipartBody,
  type EncodedBody,
} from './fuzz-bodies.js';
import { mapStrings, pathsOf, validSample, withPath, type Hints } from './fuzz-schema.js';
import { extraKey, nastyValue, oddPathSegment, queryString, toJson } from './fuzz-values.js';

/**
 * Requests made from an endpoint's contract definition: a valid-looking request (from the
 * schemas and the hints) with one part broken at a time, so each refusal is the answer to one
 * kind of bad input and the handler is reached when the rest is fine.
 */

/** Who sends a case: the user the endpoint is meant for, another signed-in user, or nobody. */
export type Identity = 'allowed' | 'other' | 'anonymous' | 'bad-token';

export interface FuzzCase {
  identity: Identity;
  /** What was broken, for the report. */
  label: string;
  method: EndpointShape['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

export interface FuzzTarget {
  endpoint: EndpointShape;
  /** Values by field name (real ids, the signed-in user) the schemas cannot know. */
  hints: Hints;
  /** Ids of real rows for `:id` in the path. */
  ids: readonly number[];
}

/** A value's mutation: one node replaced, removed, or an unknown field added. */
function mutated(base: unknown, label: string): fc.Arbitrary<{ value: unknown; label: string }> {
  const paths = pathsOf(base);
  const objects = [[] as Array<string | number>, ...paths].filter((path) => {
    let node = base;
    for (const key of path) node = (node as Record<string | number, unknown>)[key];
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const options: Array<fc.Arbitrary<{ value: unknown; label: string }>> = [
    nastyValue.map((value) => ({ value, label: `${label} replaced` })),
    // Text the schemas accept but a database or a log may not: in every text field at once.
    fc.constantFrom('\u0000', '\ud800', '\u0000\udfff').map((bad) => ({
      value: mapStrings(base, (text) => `${text}${bad}`),
      label: `${label} texts + ${JSON.stringify(bad)}`,
    })),
  ];
  if (paths.length) {
    const path = fc.constantFrom(...paths);
    options.push(
      fc.tuple(path, nastyValue).map(([at, value]) => ({
        value: withPath(base, at, { value }),
        label: `${label}.${at.join('.')} bad`,
      })),
      fc.tuple(path, path, nastyValue, nastyValue).map(([a, b, x, y]) => ({
        value: withPath(withPath(base, a, { value: x }), b, { value: y }),
        label: `${label}.${a.join('.')}+${b.join('.')} bad`,
      })),
      path.map((at) => ({
        value: withPath(base, at, undefined),
        label: `${label}.${at.join('.')} missing`,
      })),
      path.map((at) => ({
        value: withPath(base, at, { value: [getAt(base, at)] }),
        label: `${label}.${at.join('.')} as array`,
      })),
    );
  }
  if (objects.length) {
    options.push(
      fc.tuple(fc.constantFrom(...objects), extraKey, nastyValue).map(([at, key, value]) => ({
        value: withPath(base, [...at, key], { value }),
        label: `${label}.${[...at, key].join('.')} extra`,
      })),
    );
  }
  return fc.oneof(...options);
}

function getAt(value: unknown, path: Array<string | number>): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

const text = (item: unknown) => (typeof item === 'string' ? item : toJson(item));

/** Fields as text, as a form or a URL carries them (a list stays a list of texts). */
const stringsOf = (value: unknown, lists = false): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          lists && Array.isArray(item) ? item.map(text) : text(item),
        ]),
      )
    : {};

function pathArbitrary(target: FuzzTarget, broken: boolean): fc.Arbitrary<string> {
  const names = [...target.endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]!);
  if (names.length === 0) return fc.constant(target.endpoint.path);
  const good = fc.oneof(
    ...(target.ids.length ? [fc.constantFrom(...target.ids).map(String)] : []),
    fc.constant(String(validSample(target.endpoint.params!, target.hints, names[0]) ?? '1')),
  );
  return (broken ? oddPathSegment : good).map((segment) =>
    target.endpoint.path.replace(/:([A-Za-z_]\w*)/g, segment),
  );
}

/** The query as an object of strings (what a URL can carry), broken or not. */
function queryArbitrary(
  target: FuzzTarget,
  broken: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const schema = target.endpoint.query as z.ZodType | undefined;
  const base = schema ? stringsOf(validSample(schema, target.hints), true) : {};
  if (!broken) return fc.constant(base);
  return mutated(base, 'query').map(({ value }) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { q: value },
  );
}

function bodyArbitrary(target: FuzzTarget, broken: boolean): fc.Arbitrary<EncodedBody | undefined> {
  const { endpoint } = target;
  const schema = endpoint.body as z.ZodType | undefined;
  const base = schema ? validSample(schema, target.hints) : undefined;
  const encode = (value: unknown): fc.Arbitrary<EncodedBody> =>
    endpoint.multipart
      ? fc.oneof(multipartBody(stringsOf(value)), fc.constant(jsonBody(value)))
      : endpoint.formEncoded
        ? fc.constantFrom(jsonBody(value), formBody(value))
        : fc.constant(jsonBody(value));
  if (!broken) return base === undefined ? fc.constant(undefined) : encode(base);
  return fc.oneof(
    { weight: 5, arbitrary: mutated(base ?? {}, 'body').chain(({ value }) => encode(value)) },
    { weight: 2, arbitrary: malformedJsonBody(toJson(base ?? {})) },
    { weight: endpoint.multipart ? 3 : 1, arbitrary: multipartBody(stringsOf(base)) },
  );
}

const IDENTITIES: Record<EndpointShape['access']['kind'], fc.Arbitrary<Identity>> = {
  'signed-in': fc.constantFrom<Identity>(
    ...Array<Identity>(14).fill('allowed'),
    'other',
    'other',
    'anonymous',
    'anonymous',
    'bad-token',
  ),
  'refresh-cookie': fc.constantFrom<Identity>('allowed', 'allowed', 'anonymous', 'bad-token'),
  public: fc.constantFrom<Identity>('anonymous', 'anonymous', 'allowed', 'bad-token'),
};

/** One case: valid parts from the schemas, and one part (path, query or body) broken. */
export function caseArbitrary(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const { endpoint } = target;
  const parts = [
    ...(endpoint.path.includes(':') ? ['path' as const] : []),
    'query' as const,
    ...(endpoint.body || endpoint.method !== 'GET' ? ['body' as const] : []),
  ];
  return fc
    .tuple(IDENTITIES[endpoint.access.kind], fc.constantFrom(...parts))
    .chain(([identity, part]) =>
      fc
        .tuple(
          pathArbitrary(target, part === 'path'),
          queryArbitrary(target, part === 'query'),
          bodyArbitrary(target, part === 'body'),
        )
        .map(([path, query, body]): FuzzCase => {
          const search = queryString(query);
          return {
            identity,
            label: `${part}${body ? ` (${body.label})` : ''}`,
            method: endpoint.method,
            url: search ? `${path}?${search}` : path,
            contentType: body?.contentType,
            payload: body?.payload,
          };
        }),
    );
}
