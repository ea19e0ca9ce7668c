/**
 * SPEC §6: every call carries a header marking an intranet request. Ours is
 * `X-Intranet-Request: 1`. The web app sends it on every call; the server requires it on
 * every request that is authenticated by the refresh-token cookie (token from cookie,
 * token/refresh, logout, clear-refresh-token). A custom header cannot be sent cross-site
 * without a CORS preflight the server never grants, so together with SameSite=Lax it stops
 * another site from spending a user's refresh cookie.
 */
export const INTRANET_HEADER = 'X-Intranet-Request';
export const INTRANET_HEADER_VALUE = '1';
