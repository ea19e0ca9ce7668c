/**
 * Error codes the portal reacts to (SPEC §8). `invalid_token` is what our server answers for
 * an expired or unverifiable bearer token on any non-jwt route, so the client renews and retries;
 * `jwt_auth_obsolete_token` means the session was ended (password change, logout elsewhere).
 */
export const ERROR_CODES = {
  invalidToken: 'invalid_token',
  obsoleteToken: 'jwt_auth_obsolete_token',
  obsoleteRefreshToken: 'jwt_auth_obsolete_refresh_token',
  invalidRefreshToken: 'jwt_auth_invalid_refresh_token',
  noAuthCookie: 'jwt_auth_no_auth_cookie',
  missingCredentials: 'jwt_auth_missing_credentials',
  invalidEmail: 'invalid_email',
  incorrectPassword: 'incorrect_password',
  tooManyAttempts: 'jwt_auth_too_many_attempts',
  /** The right password of an account Beheer deactivated (issue 13). */
  userDeactivated: 'user_deactivated',
  notLoggedIn: 'rest_not_logged_in',
  noRoute: 'rest_no_route',
  invalidParam: 'rest_invalid_param',
  crossSiteRequest: 'rest_cross_site_request',
  unavailable: 'rest_service_unavailable',
} as const;
