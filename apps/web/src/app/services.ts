import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@/shared/api/api-client';
import { createHttp, type FetchLike } from '@/shared/api/http';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import type { SessionContextValue } from '@/shared/session/session-context';
import {
  createSessionService,
  type SessionNavigator,
  type SessionService,
} from '@/shared/session/session-service';
import { createSessionStore, type SessionStore } from '@/shared/session/session-store';
import { createQueryClient } from './query-client';

/** Everything the screens share, built once per app (and once per test). */
export interface PortalServices {
  config: RuntimeConfig;
  store: SessionStore;
  session: SessionService;
  sessionContext: SessionContextValue;
  api: ApiClient;
  queryClient: QueryClient;
}

export interface PortalServicesOptions {
  config: RuntimeConfig;
  navigator: SessionNavigator;
  storage?: Storage;
  fetch?: FetchLike;
}

export function createPortalServices({
  config,
  navigator,
  storage,
  fetch,
}: PortalServicesOptions): PortalServices {
  const queryClient = createQueryClient();
  const store = createSessionStore(storage);
  const http = createHttp(fetch);
  const session = createSessionService({
    store,
    http,
    navigator,
    clearCaches: () => queryClient.clear(),
  });
  return {
    config,
    store,
    session,
    sessionContext: { store, service: session },
    api: createApiClient(http, session),
    queryClient,
  };
}
