import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { EMPTY_EMAIL, passwordResetFailure } from '../forgot-password-model';

interface ForgotPasswordFormProps {
  /** Resolves with the server's answer; rejects with its error. */
  onSend(email: string): Promise<{ message: string }>;
  /** The answer arrived (the same for every address). */
  onSent(message: string): void;
}

/** One e-mail field; an empty one is said at the field, a failed request above the form. */
export function ForgotPasswordForm({ onSend, onSent }: ForgotPasswordFormProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  async function send(email: string) {
    setBusy(true);
    try {
      onSent((await onSend(email)).message);
    } catch (error) {
      setFormError(passwordResetFailure(error));
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setFormError(null);
    if (!email) {
      setFieldError(EMPTY_EMAIL);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    inFlight.current = true;
    void send(email).finally(() => {
      inFlight.current = false;
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {formError && (
        <Notice tone="error" onClose={() => setFormError(null)}>
          {formError}
        </Notice>
      )}
      <p className="text-sm text-muted">
        Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord in te
        stellen.
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className={labelClasses}>
          E-mailadres
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username"
          required
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className={inputClasses}
        />
        {fieldError && (
          <p id={`${id}-error`} className="text-sm text-danger-ink">
            {fieldError}
          </p>
        )}
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Versturen...' : 'Stuur de link'}
      </Button>
    </form>
  );
}
