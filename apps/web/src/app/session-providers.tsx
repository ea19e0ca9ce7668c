import type { ReactNode } from 'react';
import { RuntimeConfigContext } from '@/shared/config/runtime-config-context';
import { SessionContext } from '@/shared/session/session-context';
import type { SessionCore } from './session-core';

/** The settings and the session: all the login page needs, and the base of every screen. */
export function SessionProviders({ core, children }: { core: SessionCore; children: ReactNode }) {
  return (
    <RuntimeConfigContext.Provider value={core.config}>
      <SessionContext.Provider value={core.sessionContext}>{children}</SessionContext.Provider>
    </RuntimeConfigContext.Provider>
  );
}
