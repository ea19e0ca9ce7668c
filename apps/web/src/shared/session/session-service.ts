import { COMPANY_SIGN_OUT_PATH } from '@portal/contract/rules/company-sign-in';
import { ERROR_CODES } from '@portal/contract/rules/error-codes';
import type { SessionBridge } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { Http } from '../api/http';
import { singleFlight } from '../api/single-flight';
import { acrossTabs } from './across-tabs';
import { companySession } from './company-session';
import type { AuthApi, SignInAnswer } from './auth-api';
import { createLazyAuthApi } from './lazy-auth-api';
import { LOGIN_PATH, loginPath } from './login-path';
import { createRenewalScheduler, RENEWAL_MARGIN_MS, type Timers } from './renewal-scheduler';
import type { SessionStore } from './session-store';
import { mergeProfile, userFromLogin } from './session-user';
import { tokenExpiresAt } from './token-expiry';

/** One renewal at a time over all tabs (see across-tabs.ts). */
const RENEWAL_LOCK = 'portal-session-renewal';

export const SESSION_EXPIRED_NOTICE = 'Je sessie is verlopen. Log opnieuw in.';

/** Ended by the server (password change, logout elsewhere) versus a renewal that failed. */
function endReason(error: unknown): 'failed' | 'obsolete' {
  return isApiError(error, ERROR_CODES.obsoleteToken) ||
    isApiError(error, ERROR_CODES.obsoleteRefreshToken)
    ? 'obsolete'
    : 'failed';
}

/** The router, seen from the session: where we are and how to go elsewhere. */
export interface SessionNavigator {
  navigate(to: string): void;
  /** Current path plus search, e.g. `/portal/nieuws?page=2`. */
  currentPath(): string;
}

export interface SessionServiceOptions {
  store: SessionStore;
  http: Http;
  navigator: SessionNavigator;
  /** Drops cached server data (the TanStack Query cache) so the next user sees none of it. */
  clearCaches: () => void;
  now?: () => number;
  timers?: Timers;
}

export interface LogoutOptions {
  /** Set after a password change: the login screen then shows the green notice. */
  changedPassword?: boolean;
}

export interface SessionService extends SessionBridge {
  login(email: string, password: string): Promise<void>;
  /**
   * A sign-in by another proof (issue 27: a passkey, the company account's cookie): `obtain`
   * gets the token answer with the auth calls; then as after a password.
   */
  signInWith(obtain: (auth: AuthApi) => Promise<SignInAnswer>): Promise<void>;
  logout(options?: LogoutOptions): Promise<void>;
  /** SPEC §2: a stored token is checked once at start-up. */
  checkOnStartup(): Promise<void>;
}

export function createSessionService({
  store,
  http,
  navigator,
  clearCaches,
  now = () => Date.now(),
  timers,
}: SessionServiceOptions): SessionService {
  const auth = createLazyAuthApi(http);
  const scheduler = createRenewalScheduler({
    now,
    timers,
    onDue: () => {
      renew().catch((error: unknown) => end(endReason(error)));
    },
  });

  const renew = singleFlight(() =>
    acrossTabs(RENEWAL_LOCK, async () => {
      await auth.refresh();
      const { data } = await auth.tokenFromCookie();
      const expiresAt = tokenExpiresAt(data.token, now());
      store.getState().setToken(data.token, expiresAt);
      scheduler.schedule(expiresAt);
      return data.token;
    }),
  );

  let loggingOut: Promise<void> | null = null;

  async function signOut(
    redirect: string | null,
    options: LogoutOptions & { notice?: string; callServer: boolean; byPerson?: boolean },
  ) {
    const { token } = store.getState();
    scheduler.cancel();
    if (options.callServer) {
      try {
        await auth.logout(token);
      } catch (error) {
        // SPEC §4: a server-side logout failure is only logged; the local session still ends.
        console.error('Uitloggen op de server is mislukt', error);
      }
    }
    store.getState().clear(options.notice ?? null);
    store.persist.clearStorage();
    clearCaches();
    // A company sign-in that the person ends: the provider's session ends too (issue 27).
    if (companySession.take() && options.byPerson && !options.changedPassword) {
      window.location.assign(COMPANY_SIGN_OUT_PATH);
      return;
    }
    navigator.navigate(loginPath({ redirect, changedPassword: options.changedPassword }));
  }

  function logout(options: LogoutOptions = {}): Promise<void> {
    // Keep a redirect the user was already carrying (SPEC §4), but never add the current page:
    // someone who chose to log out does not want to come back here automatically.
    const current = new URL(navigator.currentPath(), 'http://portal.invalid');
    loggingOut ??= signOut(current.searchParams.get('redirect'), {
      ...options,
      callServer: true,
      byPerson: true,
    }).finally(() => {
      loggingOut = null;
    });
    return loggingOut;
  }

  function end(reason: 'failed' | 'obsolete'): void {
    if (!store.getState().token || loggingOut) return;
    // The session ended under the user: bring them back here after logging in again.
    const current = navigator.currentPath();
    const redirect = current.startsWith(`${LOGIN_PATH}/`) ? current : null;
    loggingOut = signOut(redirect, {
      notice: reason === 'obsolete' ? SESSION_EXPIRED_NOTICE : undefined,
      // An obsolete session is already gone on the server; there is nothing left to revoke.
      callServer: reason === 'failed',
    }).finally(() => {
      loggingOut = null;
    });
  }

  async function login(email: string, password: string): Promise<void> {
    try {
      await auth.clearRefreshToken();
    } catch (error) {
      // Only housekeeping: a stale cookie is replaced by the login anyway.
      console.error('Oude sessie opruimen mislukt', error);
    }
    await signInWith((api) => api.login(email, password));
  }

  async function signInWith(obtain: (api: AuthApi) => Promise<SignInAnswer>): Promise<void> {
    const { data } = await obtain(auth);
    let user = userFromLogin(data);
    try {
      user = mergeProfile(user, await auth.userProfile(data.token));
    } catch (error) {
      // The login data already carries what the layout needs; the profile only refines it.
      console.error('Profiel ophalen na inloggen mislukt', error);
    }
    const expiresAt = tokenExpiresAt(data.token, now());
    store.getState().signIn({ token: data.token, expiresAt, user });
    scheduler.schedule(expiresAt);
  }

  async function checkOnStartup(): Promise<void> {
    const { token, expiresAt } = store.getState();
    if (!token) return;
    try {
      if (expiresAt !== null && expiresAt - RENEWAL_MARGIN_MS <= now()) {
        await renew();
      } else {
        await auth.validate(token);
        scheduler.schedule(expiresAt);
      }
    } catch (error) {
      end(endReason(error));
    }
  }

  return {
    getToken: () => store.getState().token,
    renew,
    end,
    login,
    signInWith,
    logout,
    checkOnStartup,
  };
}
