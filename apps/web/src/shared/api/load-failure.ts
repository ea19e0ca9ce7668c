import { ApiError } from './api-error';

/** The one text for a load that failed because the network is gone (issue 25 item 10). */
export const OFFLINE_MESSAGE =
  'Geen verbinding met het netwerk. Controleer je verbinding en probeer het opnieuw.';

/**
 * Whether a failed load never reached the server: the browser says it is offline, or no answer
 * came (createHttp turns a failed fetch into ApiError status 0; a TypeError is fetch's own).
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  return (error instanceof ApiError && error.status === 0) || error instanceof TypeError;
}
