import { z } from 'zod';
import { intranetOptionsSchema } from '../content.js';
import { intranetOptionsWriteSchema } from '../content-writes.js';
import { defineEndpoint, FORBIDDEN_ROLE_ERROR, SIGNED_IN_ERRORS } from './define.js';

const UNKNOWN_PAGE = {
  status: 404,
  codes: ['rest_options_invalid_name'],
  description: 'No options page by that name.',
} as const;

export const getOptions = defineEndpoint({
  id: 'getOptions',
  method: 'GET',
  path: '/wp-json/acf/v3/options/:name',
  summary: 'An ACF options page; the portal reads `intranet` (quick links, contact persons)',
  tag: 'Opties',
  access: { kind: 'signed-in' },
  params: z.strictObject({ name: z.string() }),
  success: { status: 200, schema: intranetOptionsSchema },
  errors: [...SIGNED_IN_ERRORS, UNKNOWN_PAGE],
});

/**
 * POST /acf/v3/options/intranet (ACF to REST API): the fields given replace theirs whole (the
 * array order is the order shown), the others stay. A logo must be an image uploaded as
 * content; a link's url http(s) or a /portal path.
 */
export const updateOptions = defineEndpoint({
  id: 'updateOptions',
  method: 'POST',
  path: '/wp-json/acf/v3/options/:name',
  summary: 'Write the `intranet` options page: quick links and/or contact persons',
  tag: 'Opties',
  access: {
    kind: 'signed-in',
    roles: ['administrator', 'editor'],
    deniedMessage:
      'Alleen een beheerder van de inhoud mag de snelkoppelingen en contactpersonen wijzigen.',
  },
  params: z.strictObject({ name: z.string() }),
  body: intranetOptionsWriteSchema,
  bodyLimit: 256 * 1024,
  success: { status: 200, schema: intranetOptionsSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    {
      status: 400,
      codes: ['rest_invalid_param', 'rest_invalid_json'],
      description: 'A field that does not fit (a url that is not http(s) or /portal...).',
    },
    FORBIDDEN_ROLE_ERROR,
    UNKNOWN_PAGE,
    {
      status: 422,
      codes: ['rest_invalid_param'],
      description: 'A logo id that is not an image uploaded as content.',
    },
  ],
});

export const optionsEndpoints = [getOptions, updateOptions] as const;
