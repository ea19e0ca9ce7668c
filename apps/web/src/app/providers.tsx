import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientContext } from '@/shared/api/api-client-context';
import type { PortalServices } from './services';
import { SessionProviders } from './session-providers';

export function PortalProviders({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return (
    <SessionProviders core={services}>
      <ApiClientContext.Provider value={services.api}>
        <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
      </ApiClientContext.Provider>
    </SessionProviders>
  );
}
