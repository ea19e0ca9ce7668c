import { createHttp, type FetchLike, type Http } from '@/shared/api/http';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import type { SessionContextValue } from '@/shared/session/session-context';
import {
  createSessionService,
  type SessionNavigator,
  type SessionService,
} from '@/shared/session/session-service';
import { createSessionStore, type SessionStore } from '@/shared/session/session-store';

/** What the app binds to the session once its router and query cache exist. */
export interface SessionAppBinding {
  navigator: SessionNavigator;
  clearCaches: () => void;
}

/**
 * The session without the app around it: what the login page needs, so the first download of
 * a signed-out visitor holds no router, query cache or screens (see main.tsx). The app binds its
 * router and cache later (`bindApp`); before that, navigation is a plain history change, read by
 * the router when it starts, and there is no cache to clear.
 */
export interface SessionCore {
  config: RuntimeConfig;
  store: SessionStore;
  http: Http;
  session: SessionService;
  sessionContext: SessionContextValue;
  bindApp(binding: SessionAppBinding): void;
}

export interface SessionCoreOptions {
  config: RuntimeConfig;
  storage?: Storage;
  fetch?: FetchLike;
}

const historyNavigator: SessionNavigator = {
  navigate: (to) => window.history.replaceState(null, '', to),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

export function createSessionCore({ config, storage, fetch }: SessionCoreOptions): SessionCore {
  let app: SessionAppBinding | null = null;
  const store = createSessionStore(storage);
  const http = createHttp(fetch);
  const session = createSessionService({
    store,
    http,
    navigator: {
      navigate: (to) => (app?.navigator ?? historyNavigator).navigate(to),
      currentPath: () => (app?.navigator ?? historyNavigator).currentPath(),
    },
    clearCaches: () => app?.clearCaches(),
  });
  return {
    config,
    store,
    http,
    session,
    sessionContext: { store, service: session },
    bindApp: (binding) => {
      app = binding;
    },
  };
}
