import { FORGOT_PASSWORD_PATH, INVALID_SET_PASSWORD_LINK } from '@portal/contract/rules';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/shared/session/login-path';
import { Notice } from '@/shared/ui/notice';
import { useSetPasswordWithLink } from '../api/set-password';
import { PublicScreen } from '@/shared/ui/public-screen';
import { SetPasswordForm } from '../components/set-password-form';
import { isResetLink } from '../set-password-model';
import { useLinkToken } from '../use-link-token';

type Result = { tone: 'success' | 'error'; message: string };

const SAVED = 'Je wachtwoord is ingesteld. Je kunt nu inloggen.';

/**
 * The page a set-password link opens (the first administrator's, an invitation, or
 * "Wachtwoord vergeten?"): no
 * session needed, one with a session works the same. The token comes in the fragment and leaves
 * the address bar at once, kept only in memory: it is not left in the history, a bookmark or a
 * screenshot of the address bar.
 */
export function SetPasswordScreen() {
  const { token, fragment } = useLinkToken();
  const reset = isResetLink(fragment);
  const navigate = useNavigate();
  const [result, setResult] = useState<Result | null>(() =>
    token ? null : { tone: 'error', message: INVALID_SET_PASSWORD_LINK.message },
  );
  const save = useSetPasswordWithLink();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <PublicScreen title="Wachtwoord instellen">
      {result || !token ? (
        <div ref={resultRef} tabIndex={-1} className="space-y-4 outline-none">
          {result && <Notice tone={result.tone}>{result.message}</Notice>}
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            <a href={LOGIN_PATH} className="font-semibold text-accent underline">
              Naar inloggen
            </a>
            {result?.tone !== 'success' && (
              <a href={FORGOT_PASSWORD_PATH} className="text-accent underline">
                Wachtwoord vergeten?
              </a>
            )}
          </p>
        </div>
      ) : (
        <SetPasswordForm
          onSave={async (password) => {
            await save(token, password);
            // A forgotten password: on to the login page with SPEC's changed-password notice.
            if (reset) navigate(`${LOGIN_PATH}?changed_password=1`, { replace: true });
            else setResult({ tone: 'success', message: SAVED });
          }}
          onDeadLink={(message) => setResult({ tone: 'error', message })}
        />
      )}
    </PublicScreen>
  );
}
