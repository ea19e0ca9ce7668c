import {
  FORGOT_PASSWORD_PATH,
  PASSKEY_ENROLLMENT_PATH,
  SET_PASSWORD_PATH,
} from '@portal/contract/rules';
import type { LoaderFunction, RouteObject } from 'react-router';
import {
  FORGOT_PASSWORD_META,
  LOGIN_META,
  PASSKEY_ENROLLMENT_META,
  SET_PASSWORD_META,
} from '@/features/auth/meta';
import { UNSUBSCRIBE_META, UNSUBSCRIBE_PATH } from '@/features/notifications/meta';
import { LoginScreen } from '@/features/auth/routes/login-screen';
import { LOGIN_PATH } from '@/shared/session/login-path';
import type { PrefetchContext } from '@/shared/routing/screen-prefetch';
import type { SessionStore } from '@/shared/session/session-store';
import { requireRoles, requireSession, skipLoginWhenSignedIn } from './guards';
import { NotFoundScreen } from './not-found-screen';
import { RouteError } from './route-error';
import { SignedInLayout } from './layout/signed-in-layout';
import { InitialLoad, RootLayout } from './root-layout';
import { NOT_FOUND_META, SIGNED_IN_ROUTES, type PortalRoute } from './route-table';

/** How long a screen whose code is there waits for its first data before it shows skeletons. */
export const SKELETON_GRACE_MS = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The route's role check, then its screen's prefetch (started next to the code, see PortalRoute). */
function screenLoader(
  store: SessionStore,
  route: PortalRoute,
  context: PrefetchContext | undefined,
): LoaderFunction | undefined {
  const roles = route.allowed ? requireRoles(store, route.allowed) : undefined;
  const { prefetch } = route;
  if (!prefetch || !context) return roles;
  return async (args) => {
    const { params, request } = args;
    roles?.(args);
    // Without a session the signed-in parent redirects to the login page; ask nothing.
    if (!store.getState().token) return null;
    // The address being opened: during a navigation window.location still shows the old one.
    const searchParams = new URL(request.url).searchParams;
    const done = prefetch()
      .then((start) => start({ ...context, params, searchParams, user: store.getState().user }))
      .catch(() => undefined);
    // Waits for the data while the screen's code loads, and a moment longer: a skeleton that
    // would show for less than that only flickers, and the content arriving after it moves what
    // is below (layout shift). Slower data shows the screen with its skeletons as before.
    const code = route.screen().catch(() => undefined);
    await Promise.race([done, code.then(() => delay(SKELETON_GRACE_MS))]);
    return null;
  };
}

/**
 * The data-router tree (loaded after the login page, see main.tsx); every screen loads lazily.
 */
export function createRoutes(store: SessionStore, prefetch?: PrefetchContext): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: InitialLoad,
      children: [
        {
          path: LOGIN_PATH,
          loader: skipLoginWhenSignedIn(store),
          handle: { meta: LOGIN_META },
          Component: LoginScreen,
        },
        {
          // A set-password link: no session needed, and one does not stand in the way.
          path: SET_PASSWORD_PATH,
          handle: { meta: SET_PASSWORD_META },
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/set-password-screen'))
              .SetPasswordScreen,
          }),
        },
        {
          // "Wachtwoord vergeten?" (issue 27): no session needed.
          path: FORGOT_PASSWORD_PATH,
          handle: { meta: FORGOT_PASSWORD_META },
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/forgot-password-screen'))
              .ForgotPasswordScreen,
          }),
        },
        {
          // A mailed link to add a passkey (issue 27, STRONG_AUTH_ROLES): no session needed.
          path: PASSKEY_ENROLLMENT_PATH,
          handle: { meta: PASSKEY_ENROLLMENT_META },
          lazy: async () => ({
            Component: (await import('@/features/auth/routes/passkey-enrollment-screen'))
              .PasskeyEnrollmentScreen,
          }),
        },
        {
          // The link in a notification mail (issue 26): no session needed, one changes nothing.
          path: UNSUBSCRIBE_PATH,
          handle: { meta: UNSUBSCRIBE_META },
          lazy: async () => ({
            Component: (await import('@/features/notifications/routes/unsubscribe-screen'))
              .UnsubscribeScreen,
          }),
        },
        {
          id: 'signed-in',
          loader: requireSession(store),
          Component: SignedInLayout,
          // While the first screen's code and data load, the frame (sidebar, top bar) is shown
          // already, with its page area still empty: the same component, so nothing moves.
          HydrateFallback: SignedInLayout,
          children: [
            ...SIGNED_IN_ROUTES.map((route): RouteObject => ({
              id: route.id,
              path: route.path,
              handle: {
                meta: {
                  title: route.title,
                  description: route.description,
                  titleFor: route.titleFor,
                },
              },
              loader: screenLoader(store, route, prefetch),
              lazy: async () => ({ Component: await route.screen() }),
              ErrorBoundary: RouteError,
            })),
            {
              path: `${LOGIN_PATH}/*`,
              handle: { meta: NOT_FOUND_META },
              Component: NotFoundScreen,
            },
          ],
        },
        { path: '*', handle: { meta: NOT_FOUND_META }, Component: NotFoundScreen },
      ],
    },
  ];
}
