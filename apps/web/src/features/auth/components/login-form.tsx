import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { loginErrorMessage, validateCredentials } from '../model';

interface LoginFormProps {
  /** Resolves when signed in; rejects with the server's error. */
  onLogin(email: string, password: string): Promise<void>;
}

const inputClasses =
  'block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted';

export function LoginForm({ onLogin }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const problem = validateCredentials(email, password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onLogin(email, password);
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    // noValidate: our Dutch message replaces the browser's own required-field bubbles.
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-busy={busy}>
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
          autoComplete="username"
          required
          className={inputClasses}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
          Wachtwoord
        </label>
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
