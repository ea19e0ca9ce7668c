import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '@/shared/config/runtime-config-context';
import { useSession, useSessionService } from '@/shared/session/session-context';
import { Notice } from '@/shared/ui/notice';
import { LoginForm } from '../components/login-form';
import { afterLoginPath } from '../model';

/** SPEC §2 Login: no sidebar; notices for a changed password or an ended session. */
export function LoginScreen() {
  const { productName } = useRuntimeConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionService();
  const sessionNotice = useSession((state) => state.notice);
  const dismissSessionNotice = useSession((state) => state.dismissNotice);
  const [showPasswordChanged, setShowPasswordChanged] = useState(params.has('changed_password'));

  async function login(email: string, password: string) {
    await session.login(email, password);
    navigate(afterLoginPath(params.get('redirect')), { replace: true });
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
