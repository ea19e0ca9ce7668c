import {
  personActionSchema,
  personCreateSchema,
  personUpdateSchema,
  setPasswordLinkSentSchema,
} from '../people.js';
import { colleagueEditSchema } from '../users.js';
import {
  defineEndpoint,
  type EndpointError,
  ROLE_GUARDED_ERRORS,
  SIGNED_IN_ERRORS,
} from './define.js';
import { wpIdParamsSchema } from './params.js';

/**
 * Beheer "Mensen" (issue 13): create and change people the WordPress way (/wp/v2/users), and the
 * portal's own actions (deactivate, reactivate, a new set-password link) under /intranet/v1.
 * Administrator and beheerder only; only an administrator grants or removes the administrator
 * role. Every change is in the audit log. The list is GET /wp/v2/users?context=edit.
 */

const WP_USERS = '/wp-json/wp/v2/users';
const INTRANET_USERS = '/wp-json/intranet/v1/users';
const tag = 'Mensen (Beheer)';
const MANAGERS = ['administrator', 'beheerder'] as const;
const RULE =
  'Administrator and beheerder. A beheerder writes accounts of professionals and medewerkers only: an administrator, editor or beheerder account, giving or taking those roles and a consultant relation with such an account are an administrator’s (403). Nobody changes their own roles or deactivates themselves (rules/people.ts).';
const DENIED = 'Alleen een beheerder of administrator kan mensen beheren.';

const REFUSED = {
  status: 403,
  codes: [
    'rest_forbidden',
    'rest_cannot_create',
    'rest_cannot_edit',
    'rest_cannot_grant_administrator',
    'rest_cannot_grant_role',
    'rest_cannot_edit_administrator',
    'rest_cannot_edit_staff',
    'rest_cannot_relate_staff',
    'rest_cannot_change_own_roles',
    'rest_cannot_deactivate_self',
  ],
  description:
    'Not a people manager; a beheerder writing an administrator, editor or beheerder account, giving or taking one of those roles, or adding or removing a consultant relation with such an account; changing one’s own roles; deactivating oneself.',
  envelope: 'wp',
} as const satisfies EndpointError;

const BAD_FIELDS = {
  status: 400,
  codes: [
    'rest_invalid_param',
    'rest_invalid_json',
    'rest_request_too_large',
    'existing_user_email',
  ],
  description:
    'A field that does not fit, an unknown functie, dienstverband, opdrachtgever or person, or an e-mail address in use (Dutch message per field in data.params).',
  envelope: 'wp',
} as const satisfies EndpointError;

const NOT_FOUND = {
  status: 404,
  codes: ['rest_user_invalid_id', 'rest_no_route'],
  description: 'No such user, or the id is not a number.',
} as const satisfies EndpointError;

export const createPerson = defineEndpoint({
  id: 'createPerson',
  method: 'POST',
  path: WP_USERS,
  summary: 'Add a person; they are e-mailed a link to set their password (72 hours)',
  tag,
  access: {
    kind: 'signed-in',
    roles: MANAGERS,
    deniedCode: 'rest_cannot_create',
    deniedMessage: DENIED,
    rule: RULE,
  },
  body: personCreateSchema,
  bodyLimit: 64 * 1024,
  success: { status: 201, schema: colleagueEditSchema },
  errors: [...SIGNED_IN_ERRORS, BAD_FIELDS, REFUSED],
});

/** WordPress edits a user on POST, PUT and PATCH alike: one definition per method. */
function updatePersonEndpoint<const M extends 'POST' | 'PUT' | 'PATCH', const I extends string>(
  method: M,
  id: I,
) {
  return defineEndpoint({
    id,
    method,
    path: `${WP_USERS}/:id`,
    summary: 'Change a person (only the fields given)',
    description:
      'owned_by sets this person’s consultants, professionals the people this person manages as consultant: the same relation (user_owners) that decides declaration review, assignments and mood e-mails.',
    tag,
    access: {
      kind: 'signed-in',
      roles: MANAGERS,
      deniedCode: 'rest_cannot_edit',
      deniedMessage: DENIED,
      rule: RULE,
    },
    params: wpIdParamsSchema,
    body: personUpdateSchema,
    bodyLimit: 64 * 1024,
    success: { status: 200, schema: colleagueEditSchema },
    errors: [...SIGNED_IN_ERRORS, BAD_FIELDS, REFUSED, NOT_FOUND],
  });
}

export const updatePerson = updatePersonEndpoint('POST', 'updatePerson');
export const replacePerson = updatePersonEndpoint('PUT', 'replacePerson');
export const patchPerson = updatePersonEndpoint('PATCH', 'patchPerson');

function personAction<const I extends string, const P extends string>(
  id: I,
  action: P,
  summary: string,
  extra: readonly EndpointError[] = [],
) {
  return defineEndpoint({
    id,
    method: 'POST',
    path: `${INTRANET_USERS}/:id/${action}`,
    summary,
    tag,
    access: { kind: 'signed-in', roles: MANAGERS, deniedMessage: DENIED, rule: RULE },
    params: wpIdParamsSchema,
    success: { status: 200, schema: personActionSchema },
    errors: [...ROLE_GUARDED_ERRORS, REFUSED, NOT_FOUND, ...extra],
  });
}

export const deactivatePerson = personAction(
  'deactivatePerson',
  'deactivate',
  'Deactivate a person: their sessions end at once everywhere; declarations and assignments stay',
);
export const reactivatePerson = personAction(
  'reactivatePerson',
  'reactivate',
  'Reactivate a person (they sign in with their password, or ask for a new link)',
);
export const sendPersonSetPasswordLink = defineEndpoint({
  ...personAction(
    'sendPersonSetPasswordLink',
    'set-password-link',
    'E-mail a new set-password link (72 hours); the earlier link stops working',
    [{ status: 409, codes: ['rest_user_deactivated'], description: 'The person is deactivated.' }],
  ),
  success: { status: 200, schema: setPasswordLinkSentSchema },
});

export const peopleEndpoints = [
  createPerson,
  updatePerson,
  replacePerson,
  patchPerson,
  deactivatePerson,
  reactivatePerson,
  sendPersonSetPasswordLink,
] as const;
