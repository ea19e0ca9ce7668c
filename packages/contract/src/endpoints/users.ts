import { z } from 'zod';
import { colleagueSchema, userItemQuerySchema, userListQuerySchema } from '../users.js';
import { defineEndpoint, SIGNED_IN_ERRORS, type EndpointError } from './define.js';
import { wpIdParamsSchema } from './params.js';

/**
 * /wp/v2/users: the colleague directory (SPEC §7, "Specific usages": roles beheerder, medewerker,
 * professional, orderby name, asc, 100 per page, paged until an empty page); the Collega's
 * filters go as acf_functie and acf_opdrachtgevers.
 *
 * Every answer is the public card (colleagueSchema). With `context=edit` the server writes
 * colleagueEditSchema instead (the private fields), for the user themselves and for
 * PEOPLE_MANAGER_ROLES only; anyone else gets 403 rest_forbidden_context.
 */

const BASE = '/wp-json/wp/v2/users';
const tag = 'Collega’s';
const LIST_HEADERS = ['X-WP-Total', 'X-WP-TotalPages', 'Link'] as const;

const EDIT_CONTEXT_NOTE =
  'With context=edit the answer is colleagueEditSchema (account e-mail, roles, registered_date and the private acf fields).';

const FORBIDDEN = {
  status: 403,
  codes: ['rest_forbidden_context', 'rest_forbidden_orderby'],
  description:
    'context=edit for another user without a people-managing role; orderby=email without one.',
  envelope: 'wp',
} as const satisfies EndpointError;

const INVALID_PARAM = {
  status: 400,
  codes: ['rest_invalid_param'],
  description: 'A parameter WordPress refuses, in WordPress’s words (data.params, data.details).',
} as const satisfies EndpointError;

export const listUsers = defineEndpoint({
  id: 'listUsers',
  method: 'GET',
  path: BASE,
  summary: 'A page of colleagues (public cards)',
  description: `Ordered by name by default; X-WP-Total and X-WP-TotalPages count every page, Link names the previous and next page. A page past the last is an empty list. acf_functie and acf_opdrachtgevers (post ids) filter on the card's functie and opdrachtgevers; the totals count the filtered colleagues. ${EDIT_CONTEXT_NOTE}`,
  tag,
  access: {
    kind: 'signed-in',
    rule: 'Public cards for everyone signed in; context=edit only for administrator and beheerder.',
  },
  query: userListQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: z.array(colleagueSchema), headers: LIST_HEADERS },
  errors: [...SIGNED_IN_ERRORS, INVALID_PARAM, FORBIDDEN],
});

export const getCurrentUser = defineEndpoint({
  id: 'getCurrentUser',
  method: 'GET',
  path: `${BASE}/me`,
  summary: 'The signed-in user’s own card',
  description: EDIT_CONTEXT_NOTE,
  tag,
  access: { kind: 'signed-in' },
  query: userItemQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: colleagueSchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_PARAM],
});

export const getUser = defineEndpoint({
  id: 'getUser',
  method: 'GET',
  path: `${BASE}/:id`,
  summary: 'One colleague’s card',
  description: EDIT_CONTEXT_NOTE,
  tag,
  access: {
    kind: 'signed-in',
    rule: 'Public card for everyone signed in; context=edit for the user themselves, administrator and beheerder.',
  },
  params: wpIdParamsSchema,
  query: userItemQuerySchema,
  invalidInput: 'wordpress',
  success: { status: 200, schema: colleagueSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_PARAM,
    FORBIDDEN,
    { status: 404, codes: ['rest_user_invalid_id'], description: 'No such user.' },
    { status: 404, codes: ['rest_no_route'], description: 'The id is not a number.' },
  ],
});

export const userEndpoints = [listUsers, getCurrentUser, getUser] as const;
