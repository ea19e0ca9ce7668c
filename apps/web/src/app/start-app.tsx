import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createPortal } from './create-portal';
import type { SessionCore } from './session-core';

/** The whole portal (router, query cache, screens) on the session main.tsx started. */
export function startApp(root: Root, core: SessionCore): void {
  const { App } = createPortal({
    config: core.config,
    core,
    createRouter: (routes) => createBrowserRouter(routes),
  });
  // A transition, so React renders the first screen in slices of a few milliseconds and the
  // browser stays responsive meanwhile; a plain render is one task of hundreds of milliseconds
  // on a phone (Lighthouse's total blocking time, bench/README.md).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
