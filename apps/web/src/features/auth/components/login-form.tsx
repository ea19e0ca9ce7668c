import { FORGOT_PASSWORD_PATH } from '@portal/contract/rules/password-reset';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { loginErrorMessage } from '../model';

interface LoginFormProps {
  /** Resolves when signed in; rejects with the server's error. */
  onLogin(email: string, password: string): Promise<void>;
}

const inputClasses =
  'block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted';

/**
 * SPEC §2 and §5: both fields required ("E-mail en wachtwoord zijn verplicht"), checked by the
 * contract's schema. A plain form (no form library): it is part of the login page's first
 * download, and two fields with one message need none.
 */
export function LoginForm({ onLogin }: LoginFormProps) {
  // Stays on after a successful login: the screen is left, so the button must not come back.
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // SPEC §5: a second submit while one is being checked or sent is ignored; the ref answers a
  // second click before React has re-rendered a disabled button.
  const inFlight = useRef(false);
  const id = useId();

  async function send(form: HTMLFormElement) {
    const data = new FormData(form);
    const { checkLoginForm } = await import('../login-validation');
    const checked = checkLoginForm({
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if (checked.problem !== undefined) {
      setError(checked.problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onLogin(checked.values.email, checked.values.password);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || busy) return;
    inFlight.current = true;
    void send(event.currentTarget).finally(() => {
      inFlight.current = false;
    });
  }

  return (
    // noValidate: our Dutch message replaces the browser's own required-field bubbles.
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {error && (
        <Notice tone="error" onClose={() => setError(null)}>
          {error}
        </Notice>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
          E-mailadres
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          // `webauthn`: the field also offers passkeys (passkey-sign-in.tsx).
          autoComplete="username webauthn"
          required
          className={inputClasses}
        />
      </div>
      <div className="space-y-1">
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
            Wachtwoord
          </label>
          <a href={FORGOT_PASSWORD_PATH} className="text-sm text-accent underline">
            Wachtwoord vergeten?
          </a>
        </div>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className={inputClasses}
        />
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Inloggen...' : 'Inloggen'}
      </Button>
    </form>
  );
}
