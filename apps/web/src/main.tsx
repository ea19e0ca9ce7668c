// First: zod must find this setting when it loads (see the module).
import './shared/config/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createPortal } from './app/create-portal';
import { readRuntimeConfig } from './shared/config/runtime-config';
import './index.css';

const { services, App } = createPortal({
  config: readRuntimeConfig(document),
  createRouter: (routes) => createBrowserRouter(routes),
});

// SPEC §2: the stored token is checked at start-up; a dead session ends in a logout.
void services.session.checkOnStartup();

const root = document.getElementById('root');
if (!root) throw new Error('index.html mist #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
