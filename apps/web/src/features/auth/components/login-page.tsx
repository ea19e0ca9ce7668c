import {
  SSO_DONE_PARAM,
  SSO_ERROR_PARAM,
  SSO_ERRORS,
} from '@portal/contract/rules/company-sign-in';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { passkeysSupported } from '@/shared/passkeys/passkey-browser';
import { companySession } from '@/shared/session/company-session';
import { useSession, useSessionService } from '@/shared/session/session-context';
import { Notice } from '@/shared/ui/notice';
import { afterLoginPath, safeRedirectTarget } from '../model';
import { CompanySignInLink } from './company-sign-in';
import { LoginForm } from './login-form';
import { PasskeySignIn } from './passkey-sign-in';
import { PublicScreen } from '@/shared/ui/public-screen';

interface LoginPageProps {
  /** The page's query: `redirect` and `changed_password`. */
  search: URLSearchParams;
  /** Called once signed in, with where to go (the redirect when safe, else the dashboard). */
  onSignedIn(to: string): void;
}

/**
 * SPEC §2 Login: no sidebar; notices for a changed password or an ended session. Knows no
 * router: it is shown by the router after a logout, and on its own on a signed-out start.
 */
export function LoginPage({ search, onSignedIn }: LoginPageProps) {
  const session = useSessionService();
  const { companySignIn } = useRuntimeConfig();
  const sessionNotice = useSession((state) => state.notice);
  const dismissSessionNotice = useSession((state) => state.dismissNotice);
  const [showPasswordChanged, setShowPasswordChanged] = useState(search.has('changed_password'));
  const [companyError, setCompanyError] = useState<string | null>(() => {
    const reason = search.get(SSO_ERROR_PARAM);
    if (reason === null) return null;
    return SSO_ERRORS[reason as keyof typeof SSO_ERRORS] ?? SSO_ERRORS.mislukt;
  });
  const [finishing, setFinishing] = useState(search.get(SSO_DONE_PARAM) === '1');
  const finished = useRef(false);

  // Back from the company account: the server set the refresh cookie; it buys the session.
  useEffect(() => {
    if (!finishing || finished.current) return;
    finished.current = true;
    session
      .signInWith((auth) => auth.tokenFromCookie())
      .then(() => {
        companySession.mark();
        onSignedIn(afterLoginPath(search.get('redirect')));
      })
      .catch(() => {
        setCompanyError(SSO_ERRORS.mislukt);
        setFinishing(false);
      });
  }, [finishing, onSignedIn, search, session]);

  async function login(email: string, password: string) {
    await session.login(email, password);
    onSignedIn(afterLoginPath(search.get('redirect')));
  }

  return (
    <PublicScreen title="Inloggen">
      {showPasswordChanged && (
        <Notice tone="success" onClose={() => setShowPasswordChanged(false)}>
          Je wachtwoord is succesvol gewijzigd! Log opnieuw in.
        </Notice>
      )}
      {sessionNotice && (
        <Notice tone="info" onClose={dismissSessionNotice}>
          {sessionNotice}
        </Notice>
      )}
      {companyError && (
        <Notice tone="error" onClose={() => setCompanyError(null)}>
          {companyError}
        </Notice>
      )}
      {finishing ? (
        <p role="status" className="text-ink">
          Bezig met inloggen...
        </p>
      ) : (
        <>
          <LoginForm onLogin={login} />
          {(passkeysSupported() || companySignIn) && (
            <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              of
              <span className="h-px flex-1 bg-line" />
            </div>
          )}
          <PasskeySignIn onSignedIn={() => onSignedIn(afterLoginPath(search.get('redirect')))} />
          <CompanySignInLink redirect={safeRedirectTarget(search.get('redirect'))} />
        </>
      )}
    </PublicScreen>
  );
}
