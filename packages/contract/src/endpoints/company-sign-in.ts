import { z } from 'zod';
import { COMPANY_SIGN_IN_START_PATH, COMPANY_SIGN_OUT_PATH } from '../rules/company-sign-in.js';
import { defineEndpoint, INVALID_INPUT_ERROR, type EndpointError } from './define.js';

/** Issue 27 item 4 (docs/sign-in.md): the company's own account (OpenID Connect). */
const tag = 'Inloggen';

const NOT_CONFIGURED = {
  status: 404,
  codes: ['oidc_not_configured'],
  description: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are not set.',
} as const satisfies EndpointError;

const text = z.string().max(4096).optional();

export const companySignInStart = defineEndpoint({
  id: 'companySignInStart',
  method: 'GET',
  path: COMPANY_SIGN_IN_START_PATH,
  summary: 'Start signing in with the company account (a browser is sent to the provider)',
  description:
    'Authorization code flow with PKCE (S256), state and nonce, kept in a short-lived signed ' +
    'cookie until the callback. `redirect`: a portal page to open after signing in.',
  tag,
  access: { kind: 'public' },
  query: z.strictObject({ redirect: z.string().max(2000).optional() }),
  success: {
    status: 302,
    redirect: 'To the provider’s authorization endpoint.',
    headers: ['Location'],
  },
  errors: [INVALID_INPUT_ERROR, NOT_CONFIGURED],
});

export const companySignInCallback = defineEndpoint({
  id: 'companySignInCallback',
  method: 'GET',
  path: '/wp-json/intranet/v1/oidc/callback',
  summary: 'The provider’s redirect back (PUBLIC_URL/wp-json/intranet/v1/oidc/callback)',
  description:
    'Checks state, nonce and PKCE, takes the verified e-mail address and signs its active ' +
    'account in (the same refresh cookie as a password sign-in), or creates it when ' +
    'OIDC_CREATE_USERS=true. Always answers with a redirect to the login page: `?sso=1` to ' +
    'finish signing in, or `?sso_fout=<reden>` with a reason the page says in Dutch.',
  tag,
  access: { kind: 'public', rule: 'The provider’s answer to a sign-in this browser started.' },
  query: z.looseObject({
    code: text,
    state: text,
    iss: text,
    error: text,
    error_description: text,
  }),
  success: {
    status: 302,
    redirect: 'To the login page, with `sso=1` or `sso_fout`.',
    headers: ['Location', 'Set-Cookie'],
  },
  errors: [INVALID_INPUT_ERROR, NOT_CONFIGURED],
});

export const companySignOut = defineEndpoint({
  id: 'companySignOut',
  method: 'GET',
  path: COMPANY_SIGN_OUT_PATH,
  summary: 'After logging out: on to the provider’s end-session endpoint, where it has one',
  description:
    'Redirects to the provider’s end_session_endpoint, which returns to /portal; without one straight to /portal.',
  tag,
  access: { kind: 'public' },
  success: {
    status: 302,
    redirect: 'To the provider’s end-session endpoint, or /portal.',
    headers: ['Location'],
  },
  errors: [NOT_CONFIGURED],
});

export const companySignInEndpoints = [
  companySignInStart,
  companySignInCallback,
  companySignOut,
] as const;
