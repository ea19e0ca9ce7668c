import type { RouteObject } from 'react-router';
import { LoginScreen } from '@/features/auth/routes/login-screen';
import { LOGIN_PATH } from '@/shared/session/login-path';
import type { SessionStore } from '@/shared/session/session-store';
import { requireRoles, requireSession, skipLoginWhenSignedIn } from './guards';
import { NotFoundScreen } from './not-found-screen';
import { RouteError } from './route-error';
import { InitialLoad, RootLayout } from './root-layout';
import { LOGIN_META, NOT_FOUND_META, SIGNED_IN_ROUTES } from './route-table';

/**
 * The data-router tree. The login screen is part of the entry bundle; the signed-in layout
 * and every screen load lazily, which keeps the login page small.
 */
export function createRoutes(store: SessionStore): RouteObject[] {
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
          id: 'signed-in',
          loader: requireSession(store),
          lazy: async () => ({
            Component: (await import('./layout/signed-in-layout')).SignedInLayout,
          }),
          children: [
            ...SIGNED_IN_ROUTES.map((route): RouteObject => ({
              id: route.id,
              path: route.path,
              handle: { meta: { title: route.title, description: route.description } },
              ...(route.allowed ? { loader: requireRoles(store, route.allowed) } : {}),
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
