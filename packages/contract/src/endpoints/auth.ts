import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  clearRefreshTokenResponseSchema,
  logoutResponseSchema,
  refreshSuccessSchema,
  tokenRequestSchema,
  tokenSuccessSchema,
  validateSuccessSchema,
} from '../auth.js';
import {
  defineEndpoint,
  INVALID_INPUT_ERROR,
  SIGNED_IN_ERRORS,
  type EndpointError,
} from './define.js';

const JWT_BASE = '/wp-json/jwt-auth/v1/token';
const tag = 'Inloggen';
const refreshCookie = { kind: 'refresh-cookie' } as const;

/** Calls the refresh cookie authenticates must carry our header (see INTRANET_HEADER). */
const INTRANET_HEADER_ERROR = {
  status: 403,
  codes: ['rest_missing_intranet_header'],
  description: 'The refresh cookie was sent without the X-Intranet-Request header.',
  envelope: 'wp',
} as const satisfies EndpointError;

export const requestToken = defineEndpoint({
  id: 'requestToken',
  method: 'POST',
  path: JWT_BASE,
  summary: 'Sign in (username or e-mail address and password), or a new access token',
  description:
    'With credentials a login that also sets the refresh_token cookie; without any, the refresh ' +
    'cookie buys a new access token (the cookie is not rotated).',
  tag,
  access: {
    kind: 'public',
    rule: 'Valid credentials, or a live refresh cookie with the X-Intranet-Request header.',
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
        'jwt_auth_obsolete_token',
        'jwt_auth_invalid_refresh_token',
      ],
    },
    INTRANET_HEADER_ERROR,
    {
      status: 429,
      codes: ['jwt_auth_too_many_attempts'],
      description: 'Too many failed sign-ins for this account or address; try again later.',
    },
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
  summary: 'Rotate the refresh cookie (the old one is refused from then on)',
  tag,
  access: refreshCookie,
  envelope: 'jwt',
  success: { status: 200, schema: refreshSuccessSchema, headers: ['Set-Cookie'] },
  errors: [
    {
      status: 401,
      codes: [
        'jwt_auth_no_auth_cookie',
        'jwt_auth_invalid_refresh_token',
        'jwt_auth_obsolete_refresh_token',
      ],
    },
    INTRANET_HEADER_ERROR,
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
  errors: [INTRANET_HEADER_ERROR],
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/wp-json/custom/v1/logout',
  summary: 'Sign out: revoke the refresh token of this browser and clear its cookie',
  tag,
  access: refreshCookie,
  success: { status: 200, schema: logoutResponseSchema, headers: ['Set-Cookie'] },
  errors: [INTRANET_HEADER_ERROR],
});

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
    {
      status: 422,
      codes: [
        'incorrect_password',
        'password_mismatch',
        'password_too_short',
        'password_unchanged',
      ],
      description: 'A password rule, with its Dutch message.',
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
] as const;
