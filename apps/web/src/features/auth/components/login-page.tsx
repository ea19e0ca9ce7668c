import { useState } from 'react';
import { useSession, useSessionService } from '@/shared/session/session-context';
import { Notice } from '@/shared/ui/notice';
import { afterLoginPath } from '../model';
import { LoginForm } from './login-form';
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
  const sessionNotice = useSession((state) => state.notice);
  const dismissSessionNotice = useSession((state) => state.dismissNotice);
  const [showPasswordChanged, setShowPasswordChanged] = useState(search.has('changed_password'));

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
      <LoginForm onLogin={login} />
    </PublicScreen>
  );
}
