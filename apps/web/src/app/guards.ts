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

/** A route for some roles only (Beheer): anyone else lands on the dashboard. */
export function requireRoles(store: SessionStore, allowed: (roles: readonly string[]) => boolean) {
  return () => {
    if (allowed(store.getState().user?.roles ?? [])) return null;
    throw redirect('/portal/dashboard');
  };
}
