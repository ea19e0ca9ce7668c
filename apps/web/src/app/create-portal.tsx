import type { JSX } from 'react';
import { RouterProvider, type RouteObject, type createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { PortalProviders } from './providers';
import { createRoutes } from './routes';
import { createPortalServices, type PortalServices } from './services';
import type { SessionCore } from './session-core';

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

export interface Portal {
  services: PortalServices;
  router: PortalRouter;
  App: () => JSX.Element;
}

/**
 * Wires services and router together. The session needs the router to navigate and the routes
 * need the session store, so the navigator is bound to the router once it exists.
 * `createRouter` is the browser router in the app and a memory router in tests.
 */
export function createPortal({
  config,
  createRouter,
  storage,
  core,
}: {
  config: RuntimeConfig;
  createRouter: (routes: RouteObject[]) => PortalRouter;
  storage?: Storage;
  /** The session the login page started before the app loaded (main.tsx). */
  core?: SessionCore;
}): Portal {
  let router: PortalRouter | null = null;
  const services = createPortalServices({
    config,
    storage,
    core,
    navigator: {
      navigate: (to) => void router?.navigate(to),
      currentPath: () => {
        const location = router?.state.location ?? window.location;
        return `${location.pathname}${location.search}`;
      },
    },
  });
  const createdRouter = createRouter(
    createRoutes(services.store, { api: services.api, queryClient: services.queryClient }),
  );
  router = createdRouter;

  function App() {
    return (
      <PortalProviders services={services}>
        <RouterProvider router={createdRouter} />
      </PortalProviders>
    );
  }
  return { services, router: createdRouter, App };
}
