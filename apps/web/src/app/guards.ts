import { redirect, type LoaderFunctionArgs } from 'react-router';
import { afterLoginPath } from '@/features/auth/model';
import { loginPath } from '@/shared/session/login-path';
import type { SessionStore } from '@/shared/session/session-store';

/** SPEC §2: every route but /portal needs a session; the way back is kept in `redirect`. */
export function requireSession(store: SessionStore) {
  return ({ request }: LoaderFunctionArgs) => {
    if (store.getState().token) return null;
    const url = new URL(request.url);
    throw redirect(loginPath({ redirect: `${url.pathname}${url.search}` }));
  };
}

/** A signed-in user opening the login page goes on to where they were heading. */
export function skipLoginWhenSignedIn(store: SessionStore) {
  return ({ request }: LoaderFunctionArgs) => {
    if (!store.getState().token) return null;
    throw redirect(afterLoginPath(new URL(request.url).searchParams.get('redirect')));
  };
}

/**
 * A route for some roles only (a new assignment, Beoordelen): anyone else signed in lands on the
 * dashboard. Signed out, it sends to the login screen with the way back, as requireSession
 * does: react-router runs this loader next to the layout's, and either redirect may win.
 */
export function requireRoles(store: SessionStore, allowed: (roles: readonly string[]) => boolean) {
  const signedIn = requireSession(store);
  return (args: LoaderFunctionArgs) => {
    signedIn(args);
    if (allowed(store.getState().user?.roles ?? [])) return null;
    throw redirect('/portal/dashboard');
  };
}
