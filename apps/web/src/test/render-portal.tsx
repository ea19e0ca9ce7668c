import type { SessionUser } from '@portal/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { createPortal } from '@/app/create-portal';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@/shared/config/runtime-config';
import { SESSION_STORE_ID } from '@/shared/session/session-store';
import { makeToken } from './tokens';
import { sessionUser } from './wp-responses';

/** Puts a signed-in session in localStorage the way the persisted store writes it. */
export function storeSession(
  user: Partial<SessionUser> = {},
  expiresAt = Date.now() + 10 * 60_000,
) {
  const token = makeToken(expiresAt);
  window.localStorage.setItem(
    SESSION_STORE_ID,
    JSON.stringify({ state: { token, expiresAt, user: sessionUser(user) }, version: 1 }),
  );
  return token;
}

/** The whole app (real services, routes and providers) on a memory router at `path`. */
export function renderPortal({
  path = '/portal',
  config = {},
}: { path?: string; config?: Partial<RuntimeConfig> } = {}) {
  const portal = createPortal({
    config: { ...DEFAULT_RUNTIME_CONFIG, ...config },
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(<portal.App />);
  const location = () =>
    `${portal.router.state.location.pathname}${portal.router.state.location.search}`;
  return { ...portal, ...view, user, location };
}
