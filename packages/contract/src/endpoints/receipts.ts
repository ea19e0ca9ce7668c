import { RECEIPT_MIME_TYPES } from '../rules/declaration-limits.js';
import { defineEndpoint, INVALID_INPUT_ERROR } from './define.js';
import { idParamsSchema, signedLinkQuerySchema } from './params.js';

export const getReceipt = defineEndpoint({
  id: 'getReceipt',
  method: 'GET',
  path: '/wp-json/custom/v1/declarations/receipts/:id',
  summary: 'The bytes of a receipt, through the signed link the owner and reviewers receive',
  description:
    'Opens in a new tab without a bearer token: the signature is the permission. Links expire.',
  tag: 'Bestanden',
  access: { kind: 'public', rule: 'A valid, unexpired signature for this file and viewer.' },
  params: idParamsSchema,
  query: signedLinkQuerySchema,
  success: { status: 200, binary: RECEIPT_MIME_TYPES, headers: ['Content-Disposition'] },
  errors: [
    INVALID_INPUT_ERROR,
    { status: 403, codes: ['rest_forbidden'], description: 'Invalid or expired link.' },
    { status: 404, codes: ['rest_file_invalid_id'] },
  ],
});
