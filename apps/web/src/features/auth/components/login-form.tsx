import type { LoginFormValues } from '@portal/contract/login-form';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
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
 * The contract's login schema is checked by zod, whose core the signed-in screens share:
 * imported here it would put all of that core in the login page's first download, so the
 * resolver comes with the first check instead.
 */
const loginResolver: Resolver<LoginFormValues> = async (...args) =>
  (await import('../login-resolver')).loginResolver(...args);

/** SPEC §2 and §5: both fields required ("E-mail en wachtwoord zijn verplicht"), checked by the contract's schema. */
export function LoginForm({ onLogin }: LoginFormProps) {
  // Stays on after a successful login: the screen is left, so the button must not come back.
  const [busy, setBusy] = useState(false);
  const id = useId();
  const form = useForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const submit = useSingleSubmit(
    form.handleSubmit,
    async ({ email, password }) => {
      setBusy(true);
      try {
        await onLogin(email, password);
      } catch (failure) {
        form.setError('root.server', { message: loginErrorMessage(failure) });
        setBusy(false);
      }
    },
    { disabled: busy },
  );

  const { errors } = form.formState;
  // Both fields say the same; one notice is enough.
  const error =
    errors.root?.server?.message ?? errors.email?.message ?? errors.password?.message ?? null;

  return (
    // noValidate: our Dutch message replaces the browser's own required-field bubbles.
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {error && (
        <Notice tone="error" onClose={() => form.clearErrors()}>
          {error}
        </Notice>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
          E-mailadres
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          className={inputClasses}
          {...form.register('email')}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
          Wachtwoord
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          className={inputClasses}
          {...form.register('password')}
        />
      </div>
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Inloggen...' : 'Inloggen'}
      </Button>
    </form>
  );
}
