import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientContext } from '@/shared/api/api-client-context';
import { RuntimeConfigContext } from '@/shared/config/runtime-config-context';
import { SessionContext } from '@/shared/session/session-context';
import type { PortalServices } from './services';

export function PortalProviders({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return (
    <RuntimeConfigContext.Provider value={services.config}>
      <SessionContext.Provider value={services.sessionContext}>
        <ApiClientContext.Provider value={services.api}>
          <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
        </ApiClientContext.Provider>
      </SessionContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}
