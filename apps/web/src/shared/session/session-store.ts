import type { SessionUser } from '@portal/contract';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { isSessionUser } from './session-user';

/** SPEC §9: persisted state lives in localStorage under the store id, as JSON. */
export const SESSION_STORE_ID = 'portal-session';

export interface SessionData {
  token: string | null;
  /** Access token expiry in ms since the epoch, from the token's `exp`. */
  expiresAt: number | null;
  user: SessionUser | null;
}

export interface SessionState extends SessionData {
  /** Message for the login screen after the session ended on its own; not persisted. */
  notice: string | null;
  signIn(data: { token: string; expiresAt: number | null; user: SessionUser }): void;
  setToken(token: string, expiresAt: number | null): void;
  setUser(user: SessionUser): void;
  clear(notice?: string | null): void;
  dismissNotice(): void;
}

const signedOut: SessionData = { token: null, expiresAt: null, user: null };

export function createSessionStore(storage: Storage = window.localStorage) {
  return createStore<SessionState>()(
    persist(
      (set) => ({
        ...signedOut,
        notice: null,
        signIn: ({ token, expiresAt, user }) => set({ token, expiresAt, user, notice: null }),
        setToken: (token, expiresAt) => set({ token, expiresAt }),
        setUser: (user) => set({ user }),
        clear: (notice = null) => set({ ...signedOut, notice }),
        dismissNotice: () => set({ notice: null }),
      }),
      {
        name: SESSION_STORE_ID,
        version: 1,
        storage: createJSONStorage(() => storage),
        partialize: ({ token, expiresAt, user }): SessionData => ({ token, expiresAt, user }),
        // A half-written or foreign entry starts the app signed out instead of half signed in.
        merge: (persisted, current) => {
          const data = persisted as Partial<SessionData> | undefined;
          const valid =
            typeof data?.token === 'string' &&
            (typeof data.expiresAt === 'number' || data.expiresAt === null) &&
            isSessionUser(data.user);
          return valid ? { ...current, ...(data as SessionData) } : current;
        },
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
