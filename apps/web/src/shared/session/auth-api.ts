import {
  clearRefreshToken,
  logout,
  refreshToken,
  requestToken,
  validateToken,
} from '@portal/contract/endpoints/auth';
import { passkeySignIn, passkeySignInOptions } from '@portal/contract/endpoints/passkeys';
import { getUserProfile } from '@portal/contract/endpoints/profile';
import type { BodyInput } from '@portal/contract/endpoints';
import { callEndpoint } from '../api/endpoint-request';
import type { Http } from '../api/http';

/**
 * The JWT Auth plugin and session calls of SPEC §7; each one call, no policy. They go straight
 * over http: the renewing ApiClient is built on them.
 */
export function createAuthApi(http: Http) {
  return {
    /** Drops a stale refresh cookie before a new login. */
    clearRefreshToken: () => callEndpoint(http, clearRefreshToken),
    login: (username: string, password: string) =>
      callEndpoint(http, requestToken, { body: { username, password } }),
    /** Same endpoint without credentials: the refresh cookie buys a new access token. */
    tokenFromCookie: () => callEndpoint(http, requestToken),
    validate: (token: string) => callEndpoint(http, validateToken, { token }),
    /** Validates and rotates the refresh cookie. */
    refresh: () => callEndpoint(http, refreshToken),
    logout: (token: string | null) => callEndpoint(http, logout, { token }),
    userProfile: (token: string) => callEndpoint(http, getUserProfile, { token }),
    /** Issue 27: a challenge for the browser's passkeys, then its signed answer signs in. */
    passkeySignInOptions: () => callEndpoint(http, passkeySignInOptions),
    passkeySignIn: (response: PasskeyAnswer) =>
      callEndpoint(http, passkeySignIn, { body: { response } }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
export type PasskeyAnswer = BodyInput<typeof passkeySignIn>['response'];
/** A sign-in's answer, whatever proved who signs in (a password, a passkey, the company account). */
export type SignInAnswer = Awaited<ReturnType<AuthApi['login']>>;
