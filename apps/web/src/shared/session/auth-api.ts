import type { TokenSuccess, UserProfileResponse } from '@portal/contract';
import type { Http } from '../api/http';

interface Envelope {
  success: boolean;
  message: string;
}

/** The JWT Auth plugin and session calls of SPEC §7; each one call, no policy. */
export function createAuthApi(http: Http) {
  return {
    /** Drops a stale refresh cookie before a new login. */
    clearRefreshToken: () => http<Envelope>('/custom/v1/clear-refresh-token'),
    login: (username: string, password: string) =>
      http<TokenSuccess>('/jwt-auth/v1/token', { method: 'POST', body: { username, password } }),
    /** Same endpoint without credentials: the refresh cookie buys a new access token. */
    tokenFromCookie: () => http<TokenSuccess>('/jwt-auth/v1/token', { method: 'POST' }),
    validate: (token: string) =>
      http<Envelope>('/jwt-auth/v1/token/validate', { method: 'POST', token }),
    /** Validates and rotates the refresh cookie. */
    refresh: () => http<Envelope>('/jwt-auth/v1/token/refresh', { method: 'POST' }),
    logout: (token: string | null) =>
      http<Envelope>('/custom/v1/logout', { method: 'POST', token }),
    userProfile: (token: string) => http<UserProfileResponse>('/custom/v1/user-profile', { token }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
