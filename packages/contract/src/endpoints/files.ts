import { z } from 'zod';
import { wpFileSchema } from '../content.js';
import { fileListQuerySchema } from '../wp-query.js';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';
import { signedLinkQuerySchema, wpIdParamsSchema } from './params.js';

/**
 * /intranet/v1/files (SPEC §7): file data for signed-in users, and the bytes through /view
 * (files the user may see) and /public/view (colleagues' pictures only).
 */

const BASE = '/wp-json/intranet/v1/files';
const tag = 'Bestanden';

const NO_FILE = {
  status: 404,
  codes: ['rest_file_invalid_id', 'rest_no_route'],
  description: 'No such file, or not one this user may see (rest_no_route: the id is no number).',
} as const satisfies EndpointError;

export const listFiles = defineEndpoint({
  id: 'listFiles',
  method: 'GET',
  path: BASE,
  summary: 'The data of the named files, in include order; files the user may not see are left out',
  tag,
  access: { kind: 'signed-in' },
  query: fileListQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: z.array(wpFileSchema) },
  errors: [...SIGNED_IN_ERRORS, { status: 400, codes: ['rest_invalid_param'] }],
});

export const getFile = defineEndpoint({
  id: 'getFile',
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'The data of one file, with a signed link to its bytes',
  tag,
  access: { kind: 'signed-in' },
  params: wpIdParamsSchema,
  success: { status: 200, schema: wpFileSchema },
  errors: [...SIGNED_IN_ERRORS, NO_FILE],
});

/** Bytes of any stored type, whole or one range. */
const FILE_BYTES = {
  status: 200,
  binary: ['*/*'],
  headers: ['Content-Disposition', 'Accept-Ranges', 'ETag', 'Content-Range'],
} as const;

const BYTE_ERRORS = [
  ...SIGNED_IN_ERRORS,
  INVALID_INPUT_ERROR,
  { status: 403, codes: ['rest_forbidden'], description: 'Invalid or expired link.' },
  NO_FILE,
  {
    status: 416,
    codes: ['rest_range_not_satisfiable'],
    description: 'The range starts past the end; Content-Range names the size.',
  },
] as const satisfies readonly EndpointError[];

const BYTES_DESCRIPTION =
  'Takes the bearer token, or the signed link of `source_url` (viewer, expires, signature) that opens in a plain <a href> or <img src>. A single `Range: bytes=…` is answered 206 with Content-Range (If-Range with the ETag); other ranges get the whole file.';

export const viewFile = defineEndpoint({
  id: 'viewFile',
  method: 'GET',
  path: `${BASE}/:id/view`,
  summary: 'The bytes of a file the user may see',
  description: BYTES_DESCRIPTION,
  tag,
  access: {
    kind: 'public',
    rule: 'A bearer token or a valid signed link; the owner, and everyone for a colleague’s picture, a file of published content or a quick link’s logo (editors also for unpublished content).',
  },
  params: wpIdParamsSchema,
  query: signedLinkQuerySchema.partial(),
  success: FILE_BYTES,
  errors: BYTE_ERRORS,
});

export const viewPublicFile = defineEndpoint({
  id: 'viewPublicFile',
  method: 'GET',
  path: `${BASE}/:id/public/view`,
  summary: 'The bytes of a colleague’s profile picture',
  description: BYTES_DESCRIPTION,
  tag,
  access: {
    kind: 'public',
    rule: 'A bearer token or a valid signed link; only files that are someone’s profile picture.',
  },
  params: wpIdParamsSchema,
  query: signedLinkQuerySchema.partial(),
  success: FILE_BYTES,
  errors: BYTE_ERRORS,
});

export const fileEndpoints = [listFiles, getFile, viewFile, viewPublicFile] as const;
