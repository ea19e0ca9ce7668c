import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SessionService } from './session-service';
import type { SessionState, SessionStore } from './session-store';

export interface SessionContextValue {
  store: SessionStore;
  service: SessionService;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('Session hooks need a SessionContext provider');
  return value;
}

/** Subscribes to one slice of the session (token, user, notice...). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useSessionContext().store, selector);
}

/** login, logout and friends. */
export function useSessionService(): SessionService {
  return useSessionContext().service;
}

/** The store itself, for screens that replace the stored user (the profile's save). */
export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}
