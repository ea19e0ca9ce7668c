import { useLayoutEffect, useState } from 'react';
import { tokenFromHash } from './set-password-model';

/**
 * The token of a mailed link (`#token=…`: set a password, add a passkey), and the fragment it
 * came in. The fragment leaves the address bar at once and the token is kept in memory only: it
 * is not left in the history, a bookmark or a screenshot of the address bar.
 */
export function useLinkToken(): { token: string | null; fragment: string } {
  const [fragment] = useState(() => window.location.hash);
  useLayoutEffect(() => {
    const { pathname, search, hash } = window.location;
    // The router's own state stays, so going back and forth keeps working.
    if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
  return { token: tokenFromHash(fragment), fragment };
}
