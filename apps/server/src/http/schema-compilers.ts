import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

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

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A POST without a body (Fastify hands it on as null) is read as an empty object, so the
    // missing fields are named, and POST /token without one falls through to the cookie.
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const result = schema.safeParse(input);
    return result.success ? { value: result.data } : { error: result.error };
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

export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  compileSerializer(schema);
