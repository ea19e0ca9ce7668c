/**
 * SPEC §6: every call carries a header marking an intranet request. Ours is
 * `X-Intranet-Request: 1`, and the web app sends it on every call. The server does not require
 * it: clients written for the WordPress JWT Auth plugin do not send it. Other sites are kept
 * from the refresh cookie by `Sec-Fetch-Site` / `Origin` instead (see the auth endpoints).
 */
export const INTRANET_HEADER = 'X-Intranet-Request';
export const INTRANET_HEADER_VALUE = '1';
