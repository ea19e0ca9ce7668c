import { z } from 'zod';
import { defineEndpoint } from './define.js';

const tag = 'Documentatie';

export const getOpenApiDocument = defineEndpoint({
  id: 'getOpenApiDocument',
  method: 'GET',
  path: '/wp-json/openapi.json',
  summary: 'This OpenAPI 3.1 document, generated from the contract’s endpoint definitions',
  tag,
  access: { kind: 'public' },
  success: { status: 200, schema: z.looseObject({ openapi: z.string() }) },
  errors: [],
});

export const getApiReference = defineEndpoint({
  id: 'getApiReference',
  method: 'GET',
  path: '/wp-json/docs',
  summary: 'A readable reference of every endpoint, for integrators',
  tag,
  access: { kind: 'public' },
  success: { status: 200, binary: ['text/html'] },
  errors: [],
});
