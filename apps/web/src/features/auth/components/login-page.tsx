import { useState } from 'react';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { useSession, useSessionService } from '@/shared/session/session-context';
import { Notice } from '@/shared/ui/notice';
import { afterLoginPath } from '../model';
import { LoginForm } from './login-form';

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
  const { productName } = useRuntimeConfig();
  const session = useSessionService();
  const sessionNotice = useSession((state) => state.notice);
  const dismissSessionNotice = useSession((state) => state.dismissNotice);
  const [showPasswordChanged, setShowPasswordChanged] = useState(search.has('changed_password'));

  async function login(email: string, password: string) {
    await session.login(email, password);
    onSignedIn(afterLoginPath(search.get('redirect')));
  }

  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <main id="inhoud" className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm space-y-6 rounded-lg border border-line bg-white p-6 shadow-sm sm:p-8">
          <div className="space-y-1">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {productName}
            </p>
            <h1 className="text-2xl font-semibold text-ink">Inloggen</h1>
          </div>
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
        </div>
      </main>
      <footer className="px-4 py-6 text-center text-sm text-muted">
        © {new Date().getFullYear()} {productName}
      </footer>
    </div>
  );
}
