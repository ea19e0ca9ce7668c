import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { deepFreeze, isSharedAnswer } from '../cache/shared-answer.js';
import { badTextError, findBadText } from './text-guard.js';

/**
 * Request validation and response serialization from the contract's zod schemas.
 *
 * Validation runs the zod schema itself (coercion, transforms and the Dutch messages stay), and
 * hands the ZodError on unchanged; the error envelope words it for the endpoint.
 *
 * Serialization compiles the schema once to fast-json-stringify (Fastify's own serializer):
 * a key that is not in the schema is never written, a missing required one throws (a bug shows
 * as a failing test, not as `undefined` at a user), and it is faster than JSON.stringify.
 * fastify-type-provider-zod's serializer re-parses every response with zod instead, which costs
 * time on every request.
 */

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  // The same few query strings come again and again (the dashboard's news, a month); their
  // parse is remembered per route. A query is pure data: parsing it twice gives the same.
  const queries =
    httpPart === 'querystring' ? new LRUCache<string, object>({ max: 500 }) : undefined;
  return (data) => {
    // Text PostgreSQL cannot store is refused here, for every part of every route (text-guard.ts).
    const badText = findBadText(data);
    if (badText) return { error: badTextError(badText) };
    const key = queries ? JSON.stringify(data) : undefined;
    const known = key === undefined ? undefined : queries!.get(key);
    if (known) return { value: known };
    // A POST without a body (Fastify hands it on as null) is read as an empty object, so the
    // missing fields are named, and POST /token without one falls through to the cookie.
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input);
    if (!result.success) return { error: result.error };
    if (key !== undefined && key.length <= 2_000 && typeof result.data === 'object') {
      // Frozen, so a value shared between requests cannot be changed by one.
      queries!.set(key, deepFreeze(result.data as object));
    }
    return { value: result.data };
  };
};

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
}

/**
 * A union of objects (one path answering two shapes, as the declaration summary does) is
 * written by the first branch whose required keys the value has, instead of letting
 * fast-json-stringify validate the whole value against each branch.
 */
function unionStringify(branches: JsonSchema[], definitions: unknown): Stringify | undefined {
  if (!branches.every((branch) => branch.type === 'object')) return undefined;
  const candidates = branches.map((branch) => ({
    required: (branch.required as string[] | undefined) ?? [],
    stringify: fastJson({ ...branch, definitions } as never) as Stringify,
  }));
  return (data) => {
    const value = (data ?? {}) as Record<string, unknown>;
    const match =
      candidates.find((candidate) => candidate.required.every((key) => key in value)) ??
      candidates[0]!;
    return match.stringify(data);
  };
}

export function compileSerializer(schema: z.ZodType): Stringify {
  const json = jsonSchemaOf(schema);
  const branches = (json.anyOf ?? json.oneOf) as JsonSchema[] | undefined;
  return (
    (branches && unionStringify(branches, json.definitions)) ??
    (fastJson(json as never) as Stringify)
  );
}

/**
 * Compiled on a route's first response rather than when the route is registered: compiling the
 * serializers of every route took some half a second of each start (item 9 of issue 9), and a
 * route that is never called costs nothing.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let stringify: Stringify | undefined;
  // A shared answer (cache/shared-answer.ts) is frozen, so its JSON is written once per route.
  const written = new WeakMap<object, string>();
  return (data) => {
    stringify ??= compileSerializer(schema);
    if (!isSharedAnswer(data)) return stringify(data);
    let json = written.get(data);
    if (json === undefined) {
      json = stringify(data);
      written.set(data, json);
    }
    return json;
  };
};
