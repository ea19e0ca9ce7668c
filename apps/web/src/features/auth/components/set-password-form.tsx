import { PASSWORD_MIN_LENGTH } from '@portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { checkNewPassword, type NewPasswordValues } from '@/shared/forms/new-password';
import { inputClasses, labelClasses, hintClasses } from '@/shared/ui/field-classes';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { setPasswordFailure } from '../set-password-model';

const resolver: Resolver<NewPasswordValues> = (values) => {
  const problems = checkNewPassword(values);
  const errors: FieldErrors<NewPasswordValues> = {};
  for (const [field, message] of Object.entries(problems) as Array<
    [keyof NewPasswordValues, string]
  >) {
    errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

interface SetPasswordFormProps {
  /** Resolves when the server set the password; rejects with its error. */
  onSave(password: string): Promise<void>;
  /** The link turned out dead: the screen shows the server's message instead of the form. */
  onDeadLink(message: string): void;
}

/**
 * Two password fields (SPEC §5: filled in, and the same); the server's rule on length comes
 * back at the first field. Each error sits under its field and is tied to it
 * (aria-describedby); a failed check moves the focus to the first field with an error.
 */
export function SetPasswordForm({ onSave, onDeadLink }: SetPasswordFormProps) {
  const id = useId();
  // Stays on after success: the form is replaced, so the button must not come back.
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const form = useForm<NewPasswordValues>({
    resolver,
    defaultValues: { password: '', repeat: '' },
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (formError) formErrorRef.current?.focus();
  }, [formError]);

  const submit = useSingleSubmit(
    form.handleSubmit,
    async ({ password }) => {
      setBusy(true);
      setFormError(null);
      try {
        await onSave(password);
        return;
      } catch (error) {
        const failure = setPasswordFailure(error);
        if (failure.kind === 'link') return onDeadLink(failure.message);
        if (failure.kind === 'password') {
          form.setError(
            'password',
            { type: 'server', message: failure.message },
            { shouldFocus: true },
          );
        } else {
          setFormError(failure.message);
        }
      }
      setBusy(false);
    },
    { disabled: busy },
  );

  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy}>
      {formError && (
        <div ref={formErrorRef} tabIndex={-1} className="outline-none">
          <Notice tone="error" onClose={() => setFormError(null)}>
            {formError}
          </Notice>
        </div>
      )}
      <NewPasswordField
        id={`${id}-password`}
        label="Nieuw wachtwoord"
        hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens.`}
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <NewPasswordField
        id={`${id}-repeat`}
        label="Herhaal nieuw wachtwoord"
        error={errors.repeat?.message}
        registration={form.register('repeat')}
      />
      <Button type="submit" busy={busy} className="w-full">
        {busy ? 'Opslaan...' : 'Wachtwoord opslaan'}
      </Button>
    </form>
  );
}

/** A password field with its hint and its error under it, both read with the field. */
function NewPasswordField(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const { id, label, hint, error } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClasses}
        {...props.registration}
      />
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
