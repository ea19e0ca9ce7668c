import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  clearRefreshTokenResponseSchema,
  logoutResponseSchema,
  refreshRequestSchema,
  refreshSuccessSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  tokenRequestSchema,
  tokenSuccessSchema,
  validateSuccessSchema,
} from '../auth.js';
import { ERROR_CODES } from '../rules/error-codes.js';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
} from '../rules/password.js';
import { INVALID_SET_PASSWORD_LINK } from '../rules/set-password.js';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';

const JWT_BASE = '/wp-json/jwt-auth/v1/token';
const tag = 'Inloggen';
const refreshCookie = { kind: 'refresh-cookie' } as const;

/**
 * Routes that set or read the refresh cookie refuse a browser request started by another site
 * (login CSRF): `Sec-Fetch-Site` must be `same-origin` or `none`, or, without it, `Origin` must
 * be the portal's own. A request with neither header (not a browser) is allowed.
 */
const CROSS_SITE_ERROR = {
  status: 403,
  codes: ['rest_cross_site_request'],
  description:
    'A browser request from another site: Sec-Fetch-Site is same-site or cross-site, or Origin ' +
    'is not the portal’s own.',
  envelope: 'wp',
} as const satisfies EndpointError;

/**
 * Failed sign-ins are limited per account and address, an attacked account is slowed down, an
 * address that fails on many accounts is refused for accounts not known there (rules in
 * docs/product-rules.md). Retry-After says how many seconds to wait.
 */
const TOO_MANY_ATTEMPTS_ERROR = {
  status: 429,
  codes: ['jwt_auth_too_many_attempts'],
  description:
    'Too many failed sign-ins for this account from this address, or from many addresses, or ' +
    'from this address on many accounts; Retry-After gives the seconds to wait.',
} as const satisfies EndpointError;

export const requestToken = defineEndpoint({
  id: 'requestToken',
  method: 'POST',
  path: JWT_BASE,
  summary: 'Sign in (username or e-mail address and password), or a new access token',
  description:
    'With credentials a login that also sets the refresh_token cookie (one sign-in per `device`); ' +
    'without any, the refresh cookie buys a new access token and stays as it is (the JWT Auth ' +
    'plugin rotates it only on /token/refresh). A rotated cookie used again ends its sign-in.',
  tag,
  access: {
    kind: 'public',
    rule: 'Valid credentials, or a live refresh cookie; never a browser request from another site.',
  },
  envelope: 'jwt',
  body: tokenRequestSchema,
  formEncoded: true,
  success: { status: 200, schema: tokenSuccessSchema, headers: ['Set-Cookie'] },
  errors: [
    INVALID_INPUT_ERROR,
    {
      status: 401,
      codes: [
        'jwt_auth_missing_credentials',
        'invalid_email',
        'invalid_username',
        'incorrect_password',
        'jwt_auth_obsolete_refresh_token',
        'jwt_auth_invalid_refresh_token',
        'user_deactivated',
      ],
      description:
        'obsolete_refresh_token: a well-formed cookie that is not the device’s current one; ' +
        'one rotated before also ends its sign-in. ' +
        'user_deactivated: the right password of an account Beheer deactivated (issue 13).',
    },
    CROSS_SITE_ERROR,
    TOO_MANY_ATTEMPTS_ERROR,
  ],
});

export const validateToken = defineEndpoint({
  id: 'validateToken',
  method: 'POST',
  path: `${JWT_BASE}/validate`,
  summary: 'Whether an access token is still valid',
  tag,
  access: { kind: 'public', rule: 'The access token to check, as Authorization: Bearer.' },
  envelope: 'jwt',
  success: { status: 200, schema: validateSuccessSchema },
  errors: [
    {
      status: 401,
      codes: [
        'jwt_auth_no_auth_header',
        'jwt_auth_bad_auth_header',
        'jwt_auth_invalid_token',
        'jwt_auth_obsolete_token',
        'jwt_auth_user_not_found',
      ],
    },
  ],
});

export const refreshToken = defineEndpoint({
  id: 'refreshToken',
  method: 'POST',
  path: `${JWT_BASE}/refresh`,
  summary:
    'Rotate the refresh cookie; using an old one again ends the whole sign-in (theft is assumed)',
  tag,
  access: refreshCookie,
  envelope: 'jwt',
  body: refreshRequestSchema,
  formEncoded: true,
  success: { status: 200, schema: refreshSuccessSchema, headers: ['Set-Cookie'] },
  errors: [
    INVALID_INPUT_ERROR,
    {
      status: 401,
      codes: [
        'jwt_auth_no_auth_cookie',
        'jwt_auth_invalid_refresh_token',
        'jwt_auth_obsolete_refresh_token',
      ],
      description:
        'obsolete_refresh_token: a cookie that is not the device’s current one; ' +
        'one rotated before also ends its sign-in.',
    },
    CROSS_SITE_ERROR,
  ],
});

export const clearRefreshToken = defineEndpoint({
  id: 'clearRefreshToken',
  method: 'GET',
  path: '/wp-json/custom/v1/clear-refresh-token',
  summary: 'Revoke and clear a stale refresh cookie before a new login',
  tag,
  access: refreshCookie,
  success: { status: 200, schema: clearRefreshTokenResponseSchema, headers: ['Set-Cookie'] },
  errors: [CROSS_SITE_ERROR],
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/wp-json/custom/v1/logout',
  summary:
    'Sign out: end the sign-in of this browser’s refresh cookie (and of the bearer token, if ' +
    'sent), so its refresh and access tokens are refused, and clear the cookie',
  tag,
  access: refreshCookie,
  success: { status: 200, schema: logoutResponseSchema, headers: ['Set-Cookie'] },
  errors: [CROSS_SITE_ERROR],
});

/** The password rules in the document: each code with its Dutch message (rules/password.ts). */
const PASSWORD_RULE_DESCRIPTION =
  `A password rule, with its Dutch message. A new password has at least ${PASSWORD_MIN_LENGTH} ` +
  `characters and a zxcvbn score of at least ${PASSWORD_MIN_SCORE} (common and Dutch ` +
  'dictionaries, the user’s name and e-mail address count against it). ' +
  Object.entries(PASSWORD_RULE_CODES)
    .map(
      ([rule, code]) =>
        `\`${code}\`: “${PASSWORD_RULE_MESSAGES[rule as keyof typeof PASSWORD_RULE_CODES]}”`,
    )
    .join('; ');

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/wp-json/custom/v1/change-password',
  summary: 'Change the signed-in user’s password; ends every session of the user',
  tag,
  access: { kind: 'signed-in' },
  body: changePasswordRequestSchema,
  success: { status: 200, schema: changePasswordResponseSchema, headers: ['Set-Cookie'] },
  errors: [
    ...SIGNED_IN_ERRORS,
    INVALID_INPUT_ERROR,
    CROSS_SITE_ERROR,
    {
      status: 422,
      codes: [
        PASSWORD_RULE_CODES.incorrect,
        PASSWORD_RULE_CODES.mismatch,
        PASSWORD_RULE_CODES.unchanged,
        PASSWORD_RULE_CODES.tooShort,
        PASSWORD_RULE_CODES.tooWeak,
      ],
      description: PASSWORD_RULE_DESCRIPTION,
    },
    {
      ...TOO_MANY_ATTEMPTS_ERROR,
      description:
        'Too many wrong old passwords: they count against the sign-in limits of this account.',
    },
  ],
});

/** The rule of a new password (as on change-password): too short or too weak is 422. */
const NEW_PASSWORD_RULE_ERROR = {
  status: 422,
  codes: [PASSWORD_RULE_CODES.tooShort, PASSWORD_RULE_CODES.tooWeak],
  description: PASSWORD_RULE_DESCRIPTION,
} as const satisfies EndpointError;

export const setPassword = defineEndpoint({
  id: 'setPassword',
  method: 'POST',
  path: '/wp-json/intranet/v1/set-password',
  summary: 'Set a password with a one-time set-password link; ends every session of the user',
  description:
    'The token comes from a set-password link (`/portal/wachtwoord-instellen#token=…`), printed ' +
    'at the first start for the first administrator. It works once and for 24 hours.',
  tag,
  access: {
    kind: 'public',
    rule: 'The token of a set-password link that is unused and not expired.',
  },
  body: setPasswordRequestSchema,
  success: { status: 200, schema: setPasswordResponseSchema },
  errors: [
    INVALID_INPUT_ERROR,
    {
      status: 400,
      codes: [INVALID_SET_PASSWORD_LINK.code],
      description: 'The link is unknown, used or expired (one answer for the three).',
    },
    NEW_PASSWORD_RULE_ERROR,
    {
      status: 429,
      codes: [ERROR_CODES.tooManyAttempts],
      description:
        'Too many unknown links from this address (or from many addresses); Retry-After gives ' +
        'the seconds to wait.',
    },
  ],
});

export const authEndpoints = [
  requestToken,
  validateToken,
  refreshToken,
  clearRefreshToken,
  logout,
  changePassword,
  setPassword,
] as const;
