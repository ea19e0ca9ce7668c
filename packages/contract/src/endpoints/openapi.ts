import { z } from 'zod';
import { jwtErrorSchema, wpErrorSchema } from '../errors.js';
import { openApiPath, type EndpointShape } from './define.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (what OpenAPI 3.1 uses) of a zod schema, as a client sends or receives it. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  // The document states its dialect once; a $schema per schema is noise.
  delete json.$schema;
  return json;
}

/** Each property of an object schema as one OpenAPI parameter. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function requestBodyOf(endpoint: EndpointShape) {
  if (!endpoint.body) return undefined;
  const fields = jsonSchema(endpoint.body, 'input');
  if (endpoint.multipart) {
    const properties = {
      ...((fields.properties as JsonSchema | undefined) ?? {}),
      [endpoint.multipart.files]: {
        type: 'array',
        maxItems: endpoint.multipart.maxFiles,
        items: { type: 'string', contentMediaType: 'application/octet-stream' },
      },
    };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, properties } } },
    };
  }
  // A body every field of which may be left out may also be left out entirely (the server
  // reads a missing body as `{}`), as POST /token does to use the refresh cookie.
  const required = !endpoint.body.safeParse({}).success;
  const content: Record<string, { schema: JsonSchema }> = {
    'application/json': { schema: fields },
  };
  if (endpoint.formEncoded) content['application/x-www-form-urlencoded'] = { schema: fields };
  return { required, content };
}

function successOf(endpoint: EndpointShape) {
  const { success } = endpoint;
  const headers = Object.fromEntries(
    (success.headers ?? []).map((name) => [name, { schema: { type: 'string' } }]),
  );
  if ('redirect' in success) {
    return { [success.status]: { description: success.redirect, headers } };
  }
  const content =
    'schema' in success
      ? { 'application/json': { schema: jsonSchema(success.schema, 'output') } }
      : Object.fromEntries(
          success.binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        );
  return {
    [success.status]: {
      description: endpoint.summary,
      ...(success.headers?.length ? { headers } : {}),
      content,
    },
  };
}

const ENVELOPES = { wp: wpErrorSchema, jwt: jwtErrorSchema } as const;

function errorsOf(endpoint: EndpointShape) {
  const byStatus = new Map<number, { codes: string[]; envelopes: Set<'wp' | 'jwt'> }>();
  for (const error of endpoint.errors) {
    const entry = byStatus.get(error.status) ?? { codes: [], envelopes: new Set() };
    entry.codes.push(
      ...error.codes.map((code) => (error.description ? `${code} (${error.description})` : code)),
    );
    entry.envelopes.add(error.envelope ?? endpoint.envelope ?? 'wp');
    byStatus.set(error.status, entry);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, { codes, envelopes }]) => {
      const schemas = [...envelopes].map((envelope) => jsonSchema(ENVELOPES[envelope], 'output'));
      return [
        status,
        {
          description: `Codes: ${[...new Set(codes)].join(', ')}`,
          content: {
            'application/json': { schema: schemas.length === 1 ? schemas[0] : { anyOf: schemas } },
          },
        },
      ];
    }),
  );
}

function accessText(endpoint: EndpointShape): string {
  const { access } = endpoint;
  const who = {
    public: 'Anyone.',
    'signed-in': 'A signed-in user (Authorization: Bearer <access token>).',
    'refresh-cookie': 'The refresh-token cookie of a sign-in.',
  }[access.kind];
  const roles = access.roles ? ` Roles: ${access.roles.join(', ')}.` : '';
  const rule = access.rule ? ` ${access.rule}` : '';
  return `Who may call it: ${who}${roles}${rule}`;
}

/** The OpenAPI 3.1 document of the given endpoints. */
export function buildOpenApiDocument(
  endpoints: readonly EndpointShape[],
  info: { title: string; version: string; serverUrl?: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    const parameters = [
      ...parametersOf(endpoint.params, 'path'),
      ...parametersOf(endpoint.query, 'query'),
    ];
    const requestBody = requestBodyOf(endpoint);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      description: [endpoint.description, accessText(endpoint)].filter(Boolean).join('\n\n'),
      tags: [endpoint.tag],
      ...(endpoint.access.kind === 'signed-in' ? { security: [{ bearer: [] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { ...successOf(endpoint), ...errorsOf(endpoint) },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: info.title, version: info.version },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
