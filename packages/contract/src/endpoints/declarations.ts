import { z } from 'zod';
import {
  copyToMultipleSchema,
  declarationTypeSchema,
  duplicateCheckQuerySchema,
  duplicateCheckResponseSchema,
  monthSummarySchema,
  newRowPayloadSchema,
  recentLocationsResponseSchema,
  rowMutationResponseSchema,
  submitMonthSchema,
  submittedResponseSchema,
  updateRowFieldsSchema,
  yearQuerySchema,
  yearSummarySchema,
  successMessageSchema,
} from '../declarations.js';
import { RECEIPT_MAX_BYTES, RECEIPT_TOO_LARGE_MESSAGE } from '../rules/declaration-limits.js';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';
import { idParamsSchema } from './params.js';

const BASE = '/wp-json/custom/v1/declarations';

/** A body too large for a line can only hold a receipt over 10 MB. */
const RECEIPT_TOO_LARGE = {
  status: 422,
  code: 'receipt_too_large',
  message: RECEIPT_TOO_LARGE_MESSAGE,
} as const;

/** The length of `bytes` bytes written as base64. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
const tag = 'Declaraties';
const signedIn = { kind: 'signed-in' } as const;
const ownRows = {
  kind: 'signed-in',
  rule: 'Only the owner, and only while the month is editable (docs/product-rules.md).',
} as const;

const ROW_RULE_ERROR = {
  status: 422,
  codes: [
    'type_invalid',
    'date_invalid',
    'date_outside_month',
    'month_not_open',
    'month_closed',
    'amount_required',
    'amount_invalid',
    'description_required',
    'location_start_required',
    'location_end_required',
    'kilometers_required',
    'kilometers_invalid',
    'receipt_required',
    'receipt_invalid',
    'receipt_invalid_type',
    'receipt_too_large',
    'receipt_too_many',
    'vat_rate_invalid',
    'rate_missing',
    'return_without_trip',
    'return_exists',
  ],
  description: 'A declaration-line rule, with its Dutch message (SPEC §5).',
} as const satisfies EndpointError;

const NOT_YOURS = {
  status: 403,
  codes: ['rest_forbidden'],
  description: 'The line belongs to someone else.',
} as const satisfies EndpointError;
const NO_ROW = {
  status: 404,
  codes: ['rest_declaration_invalid_id'],
  description: 'No such line.',
} as const satisfies EndpointError;

export const getDeclarationTypes = defineEndpoint({
  id: 'getDeclarationTypes',
  method: 'GET',
  path: '/wp-json/wp/v2/declaration_types',
  summary: 'Declaration types with their field flags and today’s kilometre rate',
  tag,
  access: signedIn,
  success: { status: 200, schema: z.array(declarationTypeSchema) },
  errors: [...SIGNED_IN_ERRORS],
});

export const getDeclarationSummary = defineEndpoint({
  id: 'getDeclarationSummary',
  method: 'GET',
  path: `${BASE}/summary`,
  summary: 'The month screen (with month) or every month of a year (without)',
  tag,
  access: signedIn,
  query: yearQuerySchema,
  success: { status: 200, schema: z.union([monthSummarySchema, yearSummarySchema]) },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

export const getSubmittedDeclarations = defineEndpoint({
  id: 'getSubmittedDeclarations',
  method: 'GET',
  path: `${BASE}/submitted`,
  summary: 'Submitted months of the signed-in user',
  tag,
  access: signedIn,
  query: yearQuerySchema,
  success: { status: 200, schema: submittedResponseSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

export const getRecentLocations = defineEndpoint({
  id: 'getRecentLocations',
  method: 'GET',
  path: `${BASE}/recent-locations`,
  summary: 'Trips the signed-in user declared recently',
  tag,
  access: signedIn,
  success: { status: 200, schema: recentLocationsResponseSchema },
  errors: [...SIGNED_IN_ERRORS],
});

export const checkDeclarationDuplicates = defineEndpoint({
  id: 'checkDeclarationDuplicates',
  method: 'GET',
  path: `${BASE}/duplicates`,
  summary: 'The signed-in user’s lines that a line being typed would look like (a warning)',
  description:
    'Same date, type and amount, or a receipt with the same SHA-256, in any month. Only the ' +
    'caller’s own lines are compared.',
  tag,
  access: signedIn,
  query: duplicateCheckQuerySchema,
  success: { status: 200, schema: duplicateCheckResponseSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR],
});

export const addDeclarationRow = defineEndpoint({
  id: 'addDeclarationRow',
  method: 'POST',
  path: `${BASE}/add-declaration-row`,
  summary: 'Add a line (a receipt travels as base64 in the JSON); also makes return trips',
  tag,
  access: ownRows,
  body: newRowPayloadSchema,
  // A receipt of 10 MB is 13.4 MB of base64 text; the other fields are short. A larger body
  // can only be a larger receipt, and is refused with the receipt's own 422 message.
  bodyLimit: base64Length(RECEIPT_MAX_BYTES) + 64 * 1024,
  bodyTooLarge: RECEIPT_TOO_LARGE,
  success: { status: 200, schema: rowMutationResponseSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR, ROW_RULE_ERROR],
});

export const updateDeclarationRow = defineEndpoint({
  id: 'updateDeclarationRow',
  method: 'POST',
  path: `${BASE}/update-declaration-row/:id`,
  summary: 'Change a line (multipart; new receipts as receipt[])',
  tag,
  access: ownRows,
  params: idParamsSchema,
  body: updateRowFieldsSchema,
  multipart: { files: 'receipt[]', maxFiles: 5, maxFileBytes: RECEIPT_MAX_BYTES },
  // Five receipts and the text fields (http/multipart.ts bounds those to 50 of 64 KB); a
  // larger form announced by its length is refused before a part is read.
  bodyLimit: 5 * RECEIPT_MAX_BYTES + 1024 * 1024,
  bodyTooLarge: RECEIPT_TOO_LARGE,
  success: { status: 200, schema: rowMutationResponseSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR, NOT_YOURS, NO_ROW, ROW_RULE_ERROR],
});

export const deleteDeclarationRow = defineEndpoint({
  id: 'deleteDeclarationRow',
  method: 'DELETE',
  path: `${BASE}/delete-declaration-row/:id`,
  summary: 'Delete a line',
  tag,
  access: ownRows,
  params: idParamsSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    NOT_YOURS,
    NO_ROW,
    { status: 422, codes: ['month_closed', 'month_not_open'] },
  ],
});

export const copyDeclarationRow = defineEndpoint({
  id: 'copyDeclarationRow',
  method: 'POST',
  path: `${BASE}/copy-to-multiple`,
  summary: 'Copy a line onto other dates of its month',
  tag,
  access: ownRows,
  body: copyToMultipleSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    NOT_YOURS,
    NO_ROW,
    {
      status: 422,
      codes: ['month_closed', 'month_not_open', 'date_outside_month', 'copy_duplicate'],
    },
  ],
});

export const submitDeclarationMonth = defineEndpoint({
  id: 'submitDeclarationMonth',
  method: 'POST',
  path: `${BASE}/submit`,
  summary: 'Submit a month for review',
  tag,
  access: ownRows,
  body: submitMonthSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 422,
      codes: ['already_submitted', 'already_approved', 'month_empty', 'month_closed'],
    },
  ],
});

/** Issue 25 item 6: the owner takes a submitted month back before a reviewer opened it. */
export const withdrawDeclarationMonth = defineEndpoint({
  id: 'withdrawDeclarationMonth',
  method: 'POST',
  path: `${BASE}/withdraw`,
  summary: 'Withdraw a submitted month that no reviewer has opened yet',
  description:
    'The month goes back to no status (in concept), editable again while its window is open; the withdrawal is in its history and the audit log (declaration_month.withdrawn). A reviewer opens a month by loading it in the review screen (GET review/{id}) or commenting on it; after that, 409 review_started.',
  tag,
  access: { kind: 'signed-in', rule: 'Only the owner of the month.' },
  body: submitMonthSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 409,
      codes: ['review_started'],
      description: 'A reviewer has opened the month since it was submitted.',
    },
    { status: 422, codes: ['not_submitted', 'already_approved', 'month_closed'] },
  ],
});

export const declarationEndpoints = [
  getDeclarationTypes,
  getDeclarationSummary,
  getSubmittedDeclarations,
  getRecentLocations,
  checkDeclarationDuplicates,
  addDeclarationRow,
  updateDeclarationRow,
  deleteDeclarationRow,
  copyDeclarationRow,
  submitDeclarationMonth,
  withdrawDeclarationMonth,
] as const;
