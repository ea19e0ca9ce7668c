import { useEffect, useRef, useState } from 'react';
import { LOGIN_PATH } from '@/shared/session/login-path';
import { Notice } from '@/shared/ui/notice';
import { PublicScreen } from '@/shared/ui/public-screen';
import { useRequestPasswordReset } from '../api/password-reset';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/**
 * "Wachtwoord vergeten?" (issue 27 item 1): no session needed. After sending, the server's one
 * answer replaces the form, whatever address was typed.
 */
export function ForgotPasswordScreen() {
  const send = useRequestPasswordReset();
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  return (
    <PublicScreen title="Wachtwoord vergeten">
      {answer ? (
        <div ref={answerRef} tabIndex={-1} className="space-y-4 outline-none">
          <Notice tone="success">{answer}</Notice>
        </div>
      ) : (
        <ForgotPasswordForm onSend={send} onSent={setAnswer} />
      )}
      <p>
        <a href={LOGIN_PATH} className="font-semibold text-accent underline">
          Terug naar inloggen
        </a>
      </p>
    </PublicScreen>
  );
}
