import {
  rejectSchema,
  reviewCommentSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewMonthResponseSchema,
  successMessageSchema,
} from '../declarations.js';
import { REVIEWER_ROLES } from '../rules/roles.js';
import { defineEndpoint, type EndpointError, ROLE_GUARDED_ERRORS } from './define.js';
import { idParamsSchema } from './params.js';
import { z } from 'zod';
import { idSchema } from '../profile.js';

const BASE = '/wp-json/custom/v1/declarations/review';
const tag = 'Declaraties beoordelen';
const reviewer = {
  kind: 'signed-in',
  roles: REVIEWER_ROLES,
  deniedMessage: 'Je mag geen declaraties beoordelen.',
  rule: 'Administrators and beheerders review everyone, a medewerker the professionals they own; nobody their own month.',
} as const;
const NO_MONTH = {
  status: 404,
  codes: ['rest_declaration_month_invalid_id'],
} as const satisfies EndpointError;
const REVIEW_ERRORS = [...ROLE_GUARDED_ERRORS, NO_MONTH] as const;

export const getReviewQueue = defineEndpoint({
  id: 'getReviewQueue',
  method: 'GET',
  path: BASE,
  summary: 'Months the reviewer may review, filtered by status, period and person',
  tag,
  access: reviewer,
  query: reviewListQuerySchema,
  success: { status: 200, schema: reviewListResponseSchema },
  errors: ROLE_GUARDED_ERRORS,
});

export const getReviewMonth = defineEndpoint({
  id: 'getReviewMonth',
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'One month with its lines, comments and history',
  tag,
  access: reviewer,
  params: idParamsSchema,
  success: { status: 200, schema: reviewMonthResponseSchema },
  errors: REVIEW_ERRORS,
});

export const approveMonth = defineEndpoint({
  id: 'approveMonth',
  method: 'POST',
  path: `${BASE}/:id/approve`,
  summary: 'Approve a submitted month',
  tag,
  access: reviewer,
  params: idParamsSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [...REVIEW_ERRORS, { status: 422, codes: ['invalid_status'] }],
});

export const rejectMonth = defineEndpoint({
  id: 'rejectMonth',
  method: 'POST',
  path: `${BASE}/:id/reject`,
  summary: 'Reject a submitted month with a required comment',
  tag,
  access: reviewer,
  params: idParamsSchema,
  body: rejectSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [...REVIEW_ERRORS, { status: 422, codes: ['invalid_status'] }],
});

export const commentOnMonth = defineEndpoint({
  id: 'commentOnMonth',
  method: 'POST',
  path: `${BASE}/:id/comments`,
  summary: 'Add a remark to a month, or to one of its lines',
  description:
    'With `row_id` the remark is about that line (issue 25 item 7), which must be a line of this month (else 422 `rest_invalid_row`); its owner sees it on the line and in the comments.',
  tag,
  access: reviewer,
  params: idParamsSchema,
  body: reviewCommentSchema,
  success: { status: 200, schema: successMessageSchema },
  errors: [...REVIEW_ERRORS, { status: 422, codes: ['rest_invalid_row'] }],
});

/** Issue 13: Beheer approves a selection of sent months in one call. */
export const bulkApproveSchema = z.strictObject({
  ids: z.array(idSchema).min(1, 'kies minstens één maand').max(500),
});
export const bulkApproveResponseSchema = z.object({
  success: z.literal(true),
  approved: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

export const bulkApproveMonths = defineEndpoint({
  id: 'bulkApproveMonths',
  method: 'POST',
  path: `${BASE}/approve`,
  summary: 'Approve several submitted months at once',
  description:
    'Each month is approved in its own transaction (history and audit log); months that are not sent, do not exist or are the caller’s own are skipped and listed with the reason.',
  tag,
  access: {
    kind: 'signed-in',
    roles: ['administrator', 'beheerder'],
    deniedMessage: 'Je mag geen declaraties in één keer goedkeuren.',
  },
  body: bulkApproveSchema,
  success: { status: 200, schema: bulkApproveResponseSchema },
  errors: ROLE_GUARDED_ERRORS,
});

export const reviewEndpoints = [
  bulkApproveMonths,
  getReviewQueue,
  getReviewMonth,
  approveMonth,
  rejectMonth,
  commentOnMonth,
] as const;
