import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@/shared/api/api-client';
import type { SessionNavigator } from '@/shared/session/session-service';
import { createQueryClient } from './query-client';
import { createSessionCore, type SessionCore, type SessionCoreOptions } from './session-core';

/** Everything the screens share, built once per app (and once per test). */
export interface PortalServices extends SessionCore {
  api: ApiClient;
  queryClient: QueryClient;
}

export interface PortalServicesOptions extends SessionCoreOptions {
  navigator: SessionNavigator;
  /** The session the login page already started (main.tsx); a new one when absent. */
  core?: SessionCore;
}

export function createPortalServices({
  navigator,
  core: existing,
  ...options
}: PortalServicesOptions): PortalServices {
  const core = existing ?? createSessionCore(options);
  const queryClient = createQueryClient();
  core.bindApp({ navigator, clearCaches: () => queryClient.clear() });
  return { ...core, api: createApiClient(core.http, core.session), queryClient };
}
