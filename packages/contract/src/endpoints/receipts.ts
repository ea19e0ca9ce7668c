import { RECEIPT_MIME_TYPES } from '../rules/declaration-limits.js';
import { defineEndpoint, INVALID_INPUT_ERROR } from './define.js';
import { idParamsSchema, signedLinkQuerySchema } from './params.js';

const tag = 'Bestanden';
const SIGNED_LINK_ERRORS = [
  INVALID_INPUT_ERROR,
  { status: 403, codes: ['rest_forbidden'], description: 'Invalid or expired link.' },
] as const;

export const getReceipt = defineEndpoint({
  id: 'getReceipt',
  method: 'GET',
  path: '/wp-json/custom/v1/declarations/receipts/:id',
  summary: 'The bytes of a receipt, through the signed link the owner and reviewers receive',
  description:
    'Opens in a new tab without a bearer token: the signature is the permission. Links expire.',
  tag,
  access: { kind: 'public', rule: 'A valid, unexpired signature for this file and viewer.' },
  params: idParamsSchema,
  query: signedLinkQuerySchema,
  success: { status: 200, binary: RECEIPT_MIME_TYPES, headers: ['Content-Disposition'] },
  errors: [...SIGNED_LINK_ERRORS, { status: 404, codes: ['rest_file_invalid_id'] }],
});

export const RECEIPT_THUMBNAIL_BUSY_MESSAGE =
  'Er worden nu veel voorbeelden van bonnen gemaakt. Probeer het zo opnieuw.';

/** Issue 25 item 5. */
export const getReceiptThumbnail = defineEndpoint({
  id: 'getReceiptThumbnail',
  method: 'GET',
  path: '/wp-json/custom/v1/declarations/receipts/:id/thumbnail',
  summary: 'A small picture of a receipt (the photo, or a PDF’s first page), by its signed link',
  description:
    'Signed as the receipt’s own link (`thumbnail_url` beside `restricted_view_url`) and served to exactly those who may open the receipt. Made on the first view, out of the server’s process, and kept: 404 `receipt_thumbnail_unavailable` when none can be made from the file, 503 with Retry-After while the drawing is full.',
  tag,
  access: {
    kind: 'public',
    rule: 'A valid, unexpired signature for this file and viewer, who may still open the receipt.',
  },
  params: idParamsSchema,
  query: signedLinkQuerySchema,
  success: { status: 200, binary: ['image/webp'] },
  errors: [
    ...SIGNED_LINK_ERRORS,
    { status: 404, codes: ['rest_file_invalid_id', 'receipt_thumbnail_unavailable'] },
    { status: 503, codes: ['receipt_thumbnail_busy'] },
  ],
});
