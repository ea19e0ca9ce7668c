import { StrictMode } from 'react';
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
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
