import type { ChangePasswordRequest } from '@portal/contract';
import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_CODES } from '@portal/contract/rules';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { checkNewPassword } from '@/shared/forms/new-password';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { ApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { Notice } from '@/shared/ui/notice';
import { useChangePassword } from '../api/change-password';
import { passwordFailureMessage } from '../model';
import { PasskeysPart } from './passkeys-part';
import { TextField } from './text-field';

const OLD_MISSING = 'Vul je huidige wachtwoord in.';

/** SPEC §5: the three fields are required; matching and strength are the server's rules. */
const resolver: Resolver<ChangePasswordRequest> = (values) => {
  const problems = checkNewPassword({
    password: values.new_password,
    repeat: values.confirm_password,
  });
  const errors: FieldErrors<ChangePasswordRequest> = {};
  if (!values.old_password) errors.old_password = { type: 'required', message: OLD_MISSING };
  if (problems.password) errors.new_password = { type: 'required', message: problems.password };
  if (problems.repeat) errors.confirm_password = { type: 'validate', message: problems.repeat };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

/** Which field a refusal of the server is about (its codes in the contract). */
const FIELD_OF_CODE: Record<string, keyof ChangePasswordRequest> = {
  [PASSWORD_RULE_CODES.incorrect]: 'old_password',
  [PASSWORD_RULE_CODES.mismatch]: 'confirm_password',
};

/** "Account" (SPEC §2): the e-mail address (not editable) and the password change. */
export function AccountSection({ email }: { email: string }) {
  const id = useId();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    resolver,
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const submit = useSingleSubmit(form.handleSubmit, async (values) => {
    setFormError(null);
    try {
      // Success signs out to the login with the green notice (see useChangePassword).
      await change.mutateAsync(values);
    } catch (error) {
      const message = passwordFailureMessage(error);
      if (error instanceof ApiError && error.status === 422) {
        const field = FIELD_OF_CODE[error.code ?? ''] ?? 'new_password';
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      } else {
        setFormError(message);
      }
    }
  });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Account
      </h2>
      <div className="mt-4 space-y-6">
        <TextField
          id={`${id}-email`}
          label="E-mailadres"
          type="email"
          value={email}
          disabled
          hint="Je e-mailadres is ook je inlognaam; je kunt het hier niet wijzigen."
        />
        <form noValidate onSubmit={submit} className="space-y-4" aria-busy={change.isPending}>
          <h3 className="text-base font-semibold text-ink">Wachtwoord wijzigen</h3>
          <TextField
            id={`${id}-old`}
            label="Huidig wachtwoord"
            type="password"
            autoComplete="current-password"
            error={errors.old_password?.message}
            registration={form.register('old_password')}
          />
          <TextField
            id={`${id}-new`}
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            hint={`Minstens ${PASSWORD_MIN_LENGTH} tekens. Een zin van een paar woorden werkt goed.`}
            error={errors.new_password?.message}
            registration={form.register('new_password')}
          />
          <TextField
            id={`${id}-confirm`}
            label="Herhaal nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            registration={form.register('confirm_password')}
          />
          {formError && (
            <Notice tone="error" onClose={() => setFormError(null)}>
              {formError}
            </Notice>
          )}
          <p className="text-sm text-muted">
            Na het wijzigen word je op al je apparaten uitgelogd en log je opnieuw in.
          </p>
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? 'Wijzigen...' : 'Wachtwoord wijzigen'}
          </Button>
        </form>
        <PasskeysPart />
      </div>
    </Card>
  );
}
