import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { jsonSchemaOf } from './schema-compilers.js';

type JsonSchema = Record<string, unknown>;

/**
 * WordPress's `_fields=id,title` answers only those top-level keys. The endpoint's response
 * schema keeps every key required: that is what a full answer holds and what clients read,
 * and a key the presenter forgot still fails loudly. A subset is written by the same schema
 * with its top-level keys optional, so no key outside the schema leaves here either.
 */
export function fieldSubsetWriter(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  const item = (json.type === 'array' ? json.items : json) as JsonSchema;
  delete item.required;
  const stringify = fastJson(json as never) as (data: unknown) => string;
  return (reply: FastifyReply, fields: readonly string[] | undefined) => {
    // Only the item is cut down: a refusal after this point (a 404, a page past the last) keeps
    // its whole error envelope, as WordPress leaves errors alone.
    if (fields?.length) {
      reply.serializer((data: unknown) =>
        reply.statusCode >= 400 ? JSON.stringify(data) : stringify(data),
      );
    }
  };
}
