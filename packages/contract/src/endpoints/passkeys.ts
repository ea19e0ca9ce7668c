import { tokenSuccessSchema } from '../auth.js';
import {
  addPasskeyRequestSchema,
  enrollPasskeyRequestSchema,
  passkeyDeletedSchema,
  passkeyEnrollmentOptionsRequestSchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeySchema,
  passkeySignInRequestSchema,
} from '../passkeys.js';
import { ERROR_CODES } from '../rules/error-codes.js';
import { PASSKEY_CODES } from '../rules/passkeys.js';
import { idParamsSchema } from './params.js';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';

/** Issue 27 item 2 (docs/sign-in.md): passkeys in Profiel → Account and on the login page. */
const tag = 'Inloggen';
const BASE = '/wp-json/intranet/v1/passkeys';
/** A WebAuthn answer: small, but its attestation may hold a certificate chain. */
const bodyLimit = 128 * 1024;

const REFUSED = {
  status: 400,
  codes: [PASSKEY_CODES.refused],
  description:
    'The browser’s answer does not verify: another or a used or expired challenge (each works ' +
    'once, for 5 minutes), another origin or relying party, no user verification, a signature ' +
    'or counter that does not fit the passkey, or a passkey that is not (or no longer) known.',
} as const satisfies EndpointError;

const TOO_MANY = {
  status: 429,
  codes: [ERROR_CODES.tooManyAttempts],
  description:
    'Too many refused passkey answers (the sign-in limits); Retry-After gives the seconds.',
} as const satisfies EndpointError;

export const listPasskeys = defineEndpoint({
  id: 'listPasskeys',
  method: 'GET',
  path: BASE,
  summary: 'The signed-in user’s passkeys',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own.' },
  success: { status: 200, schema: passkeyListSchema },
  errors: [...SIGNED_IN_ERRORS],
});

export const passkeyRegistrationOptions = defineEndpoint({
  id: 'passkeyRegistrationOptions',
  method: 'POST',
  path: `${BASE}/options`,
  summary: 'Options to add a passkey (navigator.credentials.create)',
  description:
    'A fresh challenge (single use, 5 minutes), the relying party from PUBLIC_URL, user ' +
    'verification and a discoverable credential required, the user’s passkeys excluded.',
  tag,
  access: { kind: 'signed-in', rule: 'For oneself.' },
  success: { status: 200, schema: passkeyOptionsSchema },
  errors: [...SIGNED_IN_ERRORS],
});

export const addPasskey = defineEndpoint({
  id: 'addPasskey',
  method: 'POST',
  path: BASE,
  summary: 'Add a passkey with the browser’s answer to the options',
  description: 'Recorded in the audit log and mailed to the person.',
  tag,
  access: { kind: 'signed-in', rule: 'For oneself, with a challenge made for oneself.' },
  body: addPasskeyRequestSchema,
  bodyLimit,
  success: { status: 201, schema: passkeySchema },
  errors: [...SIGNED_IN_ERRORS, INVALID_INPUT_ERROR, REFUSED],
});

export const deletePasskey = defineEndpoint({
  id: 'deletePasskey',
  method: 'DELETE',
  path: `${BASE}/:id`,
  summary: 'Remove one of one’s passkeys',
  description: 'Recorded in the audit log and mailed to the person.',
  tag,
  access: { kind: 'signed-in', rule: 'Only one’s own passkeys.' },
  params: idParamsSchema,
  success: { status: 200, schema: passkeyDeletedSchema },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    {
      status: 404,
      codes: [PASSKEY_CODES.notFound],
      description: 'No passkey of the user’s with this id (someone else’s is not found either).',
    },
  ],
});

export const passkeySignInOptions = defineEndpoint({
  id: 'passkeySignInOptions',
  method: 'POST',
  path: '/wp-json/intranet/v1/passkey-sign-in/options',
  summary: 'Options to sign in with a passkey (navigator.credentials.get)',
  description:
    'A fresh signed challenge (single use, 5 minutes); nothing is stored until it is answered. ' +
    'No credentials are listed: the browser offers the person’s passkeys for this site.',
  tag,
  access: { kind: 'public' },
  success: { status: 200, schema: passkeyOptionsSchema },
  errors: [],
});

export const passkeySignIn = defineEndpoint({
  id: 'passkeySignIn',
  method: 'POST',
  path: '/wp-json/intranet/v1/passkey-sign-in',
  summary: 'Sign in with a passkey',
  description:
    'The same answer and refresh_token cookie as POST /jwt-auth/v1/token with a password.',
  tag,
  access: {
    kind: 'public',
    rule: 'A passkey’s verified answer to a live challenge; never a browser request from another site.',
  },
  envelope: 'jwt',
  body: passkeySignInRequestSchema,
  bodyLimit,
  success: { status: 200, schema: tokenSuccessSchema, headers: ['Set-Cookie'] },
  errors: [
    INVALID_INPUT_ERROR,
    REFUSED,
    {
      status: 401,
      codes: ['user_deactivated'],
      description: 'The passkey of an account Beheer deactivated.',
    },
    {
      status: 403,
      codes: ['rest_cross_site_request'],
      description: 'A browser request from another site.',
      envelope: 'wp',
    },
    TOO_MANY,
  ],
});

const LINK_REFUSED = {
  status: 400,
  codes: [PASSKEY_CODES.invalidLink],
  description: 'The link is unknown, used or expired (one answer for the three).',
} as const satisfies EndpointError;

export const passkeyEnrollmentOptions = defineEndpoint({
  id: 'passkeyEnrollmentOptions',
  method: 'POST',
  path: '/wp-json/intranet/v1/passkey-enrollment/options',
  summary: 'Options to add a passkey through a mailed one-time link (STRONG_AUTH_ROLES)',
  tag,
  access: { kind: 'public', rule: 'The token of a live link mailed to the person.' },
  body: passkeyEnrollmentOptionsRequestSchema,
  success: { status: 200, schema: passkeyOptionsSchema },
  errors: [INVALID_INPUT_ERROR, LINK_REFUSED, TOO_MANY],
});

export const enrollPasskey = defineEndpoint({
  id: 'enrollPasskey',
  method: 'POST',
  path: '/wp-json/intranet/v1/passkey-enrollment',
  summary: 'Add a passkey through a mailed one-time link; the link is used up',
  tag,
  access: { kind: 'public', rule: 'The token of a live link mailed to the person.' },
  body: enrollPasskeyRequestSchema,
  bodyLimit,
  success: { status: 201, schema: passkeySchema },
  errors: [INVALID_INPUT_ERROR, LINK_REFUSED, REFUSED, TOO_MANY],
});

export const passkeyEndpoints = [
  listPasskeys,
  passkeyRegistrationOptions,
  addPasskey,
  deletePasskey,
  passkeySignInOptions,
  passkeySignIn,
  passkeyEnrollmentOptions,
  enrollPasskey,
] as const;
