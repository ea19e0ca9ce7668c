import { z } from 'zod';
import { intranetOptionsSchema } from '../content.js';
import { defineEndpoint, SIGNED_IN_ERRORS } from './define.js';

export const getOptions = defineEndpoint({
  id: 'getOptions',
  method: 'GET',
  path: '/wp-json/acf/v3/options/:name',
  summary: 'An ACF options page; the portal reads `intranet` (quick links, contact persons)',
  tag: 'Opties',
  access: { kind: 'signed-in' },
  params: z.strictObject({ name: z.string() }),
  success: { status: 200, schema: intranetOptionsSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    {
      status: 404,
      codes: ['rest_options_invalid_name'],
      description: 'No options page by that name.',
    },
  ],
});
