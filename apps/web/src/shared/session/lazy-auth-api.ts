import type { Http } from '../api/http';
import type { AuthApi } from './auth-api';

/**
 * The auth calls, loaded at their first use. They come with the contract's endpoint definitions
 * and so with zod, about 30 kB gzip the login page does not need before its form is sent; a
 * signed-in start loads them for the token check, alongside the signed-in screens.
 */
export function createLazyAuthApi(http: Http): AuthApi {
  let loaded: Promise<AuthApi> | undefined;
  const api = () => (loaded ??= import('./auth-api').then((module) => module.createAuthApi(http)));
  return {
    clearRefreshToken: async () => (await api()).clearRefreshToken(),
    login: async (username, password) => (await api()).login(username, password),
    tokenFromCookie: async () => (await api()).tokenFromCookie(),
    validate: async (token) => (await api()).validate(token),
    refresh: async () => (await api()).refresh(),
    logout: async (token) => (await api()).logout(token),
    userProfile: async (token) => (await api()).userProfile(token),
    passkeySignInOptions: async () => (await api()).passkeySignInOptions(),
    passkeySignIn: async (response) => (await api()).passkeySignIn(response),
  };
}
