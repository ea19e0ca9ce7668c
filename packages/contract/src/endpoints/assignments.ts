import {
  assignmentCreateSchema,
  assignmentItemQuerySchema,
  assignmentListQuerySchema,
  assignmentSchema,
  assignmentUpdateSchema,
} from '../assignments.js';
import { z } from 'zod';
import { ASSIGNMENT_ERROR_CODES } from '../rules/assignments.js';
import {
  defineEndpoint,
  FORBIDDEN_ROLE_ERROR,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';
import { signedLinkQuerySchema, wpIdParamsSchema } from './params.js';

/**
 * Assignments (opdrachten, issue 11): the list, one assignment, creating one, saving its
 * evaluation or status, and its PDF. Who sees which assignment is decided by the server
 * (rules/assignments.ts, docs/assignments.md).
 */

const BASE = '/wp-json/wp/v2/assignments';
const tag = 'Opdrachten';
const LIST_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link'] as const;

const VISIBILITY =
  'A professional their own assignments; a medewerker those of the professionals they manage (their profile’s users); beheerder and administrator all.';

const NOT_VISIBLE = {
  status: 404,
  codes: ['rest_post_invalid_id'],
  description: 'No such assignment, or not one this user may see.',
} as const satisfies EndpointError;

const NO_ROUTE = {
  status: 404,
  codes: ['rest_no_route'],
  description: 'The id is not a number.',
} as const satisfies EndpointError;

export const ASSIGNMENT_STAFF_ROLES = ['administrator', 'beheerder', 'medewerker'] as const;

export const listAssignments = defineEndpoint({
  id: 'listAssignments',
  method: 'GET',
  path: BASE,
  summary: 'A page of the assignments the signed-in user may see',
  description:
    'X-WP-Total and X-WP-TotalPages count every page; a page past the last is 400 rest_post_invalid_page_number. The answer has no pdf_url.',
  tag,
  access: { kind: 'signed-in', rule: VISIBILITY },
  query: assignmentListQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: z.array(assignmentSchema), headers: LIST_HEADERS },
  errors: [
    ...SIGNED_IN_ERRORS,
    {
      status: 400,
      codes: ['rest_invalid_param', 'rest_post_invalid_page_number'],
      description: 'A parameter WordPress refuses, in WordPress’s words; a page past the last.',
    },
  ],
});

export const getAssignment = defineEndpoint({
  id: 'getAssignment',
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'One assignment with its evaluations of every quarter and a signed pdf_url',
  tag,
  access: { kind: 'signed-in', rule: VISIBILITY },
  params: wpIdParamsSchema,
  query: assignmentItemQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: assignmentSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    { status: 400, codes: ['rest_invalid_param'] },
    NOT_VISIBLE,
    NO_ROUTE,
  ],
});

export const createAssignment = defineEndpoint({
  id: 'createAssignment',
  method: 'POST',
  path: BASE,
  summary: 'A new assignment for a professional the caller manages (always not-started)',
  description:
    'status, author and fields.status are ignored: published, written by the caller, not-started. Answers the new assignment (with pdf_url).',
  tag,
  access: {
    kind: 'signed-in',
    roles: ASSIGNMENT_STAFF_ROLES,
    deniedMessage: 'Alleen medewerkers kunnen een opdracht toevoegen.',
    rule: 'Only for a professional in the caller’s own profile users (user_owners), for every staff role (SPEC §6).',
  },
  body: assignmentCreateSchema,
  bodyLimit: 16 * 1024,
  success: { status: 201, schema: assignmentSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    FORBIDDEN_ROLE_ERROR,
    {
      status: 422,
      codes: [
        ASSIGNMENT_ERROR_CODES.professionalRequired,
        ASSIGNMENT_ERROR_CODES.professionalUnknown,
        ASSIGNMENT_ERROR_CODES.endBeforeStart,
        ASSIGNMENT_ERROR_CODES.functieUnknown,
        ASSIGNMENT_ERROR_CODES.opdrachtgeverUnknown,
      ],
      description:
        'No professional; one the caller does not manage (or no professional at all); end date before start date; an unknown functie or opdrachtgever. The message is Dutch, for the user.',
    },
  ],
});

export const updateAssignment = defineEndpoint({
  id: 'updateAssignment',
  method: 'PATCH',
  path: `${BASE}/:id`,
  summary: 'Save the evaluation of the current quarter, or (staff) the status',
  description:
    'The texts are plain text, kept per quarter (Europe/Amsterdam date of the save). Every change is recorded in the assignment’s history. Answers the assignment (with pdf_url).',
  tag,
  access: {
    kind: 'signed-in',
    rule: 'Texts: the professional and their consultants. Status: staff who see the assignment. Others who may see it: 403; who may not: 404.',
  },
  params: wpIdParamsSchema,
  body: assignmentUpdateSchema,
  bodyLimit: 128 * 1024,
  success: { status: 200, schema: assignmentSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 403,
      codes: [ASSIGNMENT_ERROR_CODES.forbidden],
      description:
        'Texts by someone who is not the professional or their consultant; status by a professional.',
    },
    NOT_VISIBLE,
    NO_ROUTE,
    {
      status: 422,
      codes: [ASSIGNMENT_ERROR_CODES.completed],
      description: 'The assignment is completed: its texts can no longer change (Dutch message).',
    },
  ],
});

export const getAssignmentPdf = defineEndpoint({
  id: 'getAssignmentPdf',
  method: 'GET',
  path: '/pdf/assignment/:id',
  summary: 'The assignment and its latest evaluation as a PDF, through its signed link',
  description:
    'Opens in a new tab without a bearer token: the link is the pdf_url of GET /wp/v2/assignments/{id} (valid for 10 minutes, for the user it was made for, who must still see the assignment).',
  tag,
  access: { kind: 'public', rule: 'A valid, unexpired signature for this assignment and viewer.' },
  params: wpIdParamsSchema,
  query: signedLinkQuerySchema,
  success: { status: 200, binary: ['application/pdf'], headers: ['Content-Disposition'] },
  errors: [
    INVALID_INPUT_ERROR,
    { status: 403, codes: ['rest_forbidden'], description: 'Invalid or expired link.' },
    NOT_VISIBLE,
    NO_ROUTE,
  ],
});

export const assignmentEndpoints = [
  listAssignments,
  getAssignment,
  createAssignment,
  updateAssignment,
  getAssignmentPdf,
] as const;
