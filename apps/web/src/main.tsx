// First: zod must find this setting when it loads (see the module).
import './shared/config/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoadFailure } from './app/load-failure';
import { loadContract, nextTask } from './app/contract-first';
import { createSessionCore } from './app/session-core';
import { StandaloneLogin } from './app/standalone-login';
import { readRuntimeConfig } from './shared/config/runtime-config';
import { LOGIN_PATH } from './shared/session/login-path';
import './index.css';

const core = createSessionCore({ config: readRuntimeConfig(document) });

const element = document.getElementById('root');
if (!element) throw new Error('index.html mist #root');
const root = createRoot(element);

/**
 * Loads the app (router, query cache, screens) and shows it at the current address, in tasks
 * instead of one long one: the contract's schemas in stages, the app's modules, the first render.
 */
function startApp(sessionReady?: () => void): Promise<void> {
  return loadContract(sessionReady)
    .then(() => import('./app/start-app'))
    .then(async (app) => {
      await nextTask();
      return app;
    })
    .then(
      ({ startApp: start }) => start(root, core),
      (error: unknown) => {
        console.error('Het intranet kon niet worden geladen', error);
        root.render(<LoadFailure />);
      },
    );
}

// A signed-out visitor of the login page gets only the login page: React and the session, no
// router or screens (issue 9: the login page's JavaScript at most 90 kB gzip). Signing in
// loads the app while the button still says "Inloggen...". Every other start loads the app.
const path = window.location.pathname.replace(/\/+$/, '');
if (path === LOGIN_PATH && !core.store.getState().token) {
  root.render(
    <StrictMode>
      <StandaloneLogin
        core={core}
        onSignedIn={(to) => {
          window.history.replaceState(null, '', to);
          return startApp();
        }}
      />
    </StrictMode>,
  );
} else {
  // SPEC §2: the stored token is checked at start-up; a dead session ends in a logout. Once the
  // contract's session stages have run (see loadContract); a sign-in above needs no check.
  void startApp(() => void core.session.checkOnStartup());
}
