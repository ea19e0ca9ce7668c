import type { UserProfileResponse } from '@portal/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { Card } from '@/shared/ui/card';
import { useFlash } from '@/shared/ui/flash-notice';
import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_SAVE_FAILED,
  PROFILE_SAVED,
  changedFields,
  failureMessage,
  fieldErrors,
  generalValues,
  type GeneralField,
  type GeneralValues,
} from '../model';
import { SaveFooter } from './save-footer';
import { TextField } from './text-field';

interface FieldSpec {
  name: GeneralField;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'tel' | 'email' | 'url' | 'text';
  wide?: boolean;
  multiline?: boolean;
}

const GROUPS: ReadonlyArray<{ legend: string; hint?: string; fields: readonly FieldSpec[] }> = [
  {
    legend: 'Persoonlijk',
    fields: [
      { name: 'voornaam', label: 'Voornaam', autoComplete: 'given-name' },
      { name: 'tussenvoegsel', label: 'Tussenvoegsel' },
      { name: 'achternaam', label: 'Achternaam', autoComplete: 'family-name' },
      { name: 'voorletters', label: 'Voorletters' },
      { name: 'geboortedatum', label: 'Geboortedatum', type: 'date', autoComplete: 'bday' },
      { name: 'iban', label: 'IBAN', hint: 'Bijvoorbeeld NL91 ABNA 0417 1643 00.' },
    ],
  },
  {
    legend: 'Adres en telefoon',
    fields: [
      {
        name: 'straatnaam_en_huisnummer',
        label: 'Straat en huisnummer',
        autoComplete: 'street-address',
        wide: true,
      },
      { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code', hint: '1234 AB' },
      { name: 'woonplaats', label: 'Woonplaats', autoComplete: 'address-level2' },
      { name: 'tel_nr_thuis', label: 'Telefoon thuis', type: 'tel', autoComplete: 'tel' },
      { name: 'mobiel', label: 'Mobiel', type: 'tel', autoComplete: 'tel' },
    ],
  },
  {
    legend: "Zichtbaar voor collega's",
    hint: "Dit staat op je kaartje bij Collega's. Laat een veld leeg om het niet te tonen.",
    fields: [
      { name: 'public_phone', label: "Telefoon voor collega's", type: 'tel' },
      { name: 'public_email', label: "E-mail voor collega's", type: 'email' },
      {
        name: 'linkedin',
        label: 'LinkedIn',
        type: 'url',
        hint: 'Bijvoorbeeld https://www.linkedin.com/in/jouw-naam',
        wide: true,
      },
      { name: 'korte_omschrijving', label: 'Korte omschrijving', multiline: true, wide: true },
    ],
  },
];

/**
 * "Algemene gegevens" (SPEC §2): the editable profile. Only changed fields are sent; the server
 * checks them (SPEC §5: no client validation) and a refusal's per-field messages show at their
 * fields, the first one focused.
 */
export function GeneralForm({ profile }: { profile: UserProfileResponse }) {
  const id = useId();
  const update = useUpdateProfile();
  const { flash, show, dismiss } = useFlash();
  const form = useForm<GeneralValues>({ defaultValues: generalValues(profile.profile) });
  const { errors } = form.formState;

  // A save (or another tab's) brings new values; the form takes them over.
  useEffect(() => {
    form.reset(generalValues(profile.profile));
  }, [form, profile.profile]);

  const submit = useSingleSubmit(form.handleSubmit, async (values) => {
    dismiss();
    const changes = changedFields(generalValues(profile.profile), values);
    try {
      await update.mutateAsync(changes);
      show('success', PROFILE_SAVED);
    } catch (error) {
      const perField = Object.entries(fieldErrors(error)) as Array<[GeneralField, string]>;
      perField.forEach(([field, message], index) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      if (perField.length === 0) show('error', failureMessage(error, PROFILE_SAVE_FAILED));
    }
  });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Algemene gegevens
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-6" aria-busy={update.isPending}>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className="space-y-3">
            <legend className="text-sm font-semibold uppercase tracking-wide text-muted">
              {group.legend}
            </legend>
            {group.hint && <p className="text-sm text-muted">{group.hint}</p>}
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((field) => (
                <TextField
                  key={field.name}
                  id={`${id}-${field.name}`}
                  label={field.label}
                  type={field.type}
                  hint={field.hint}
                  autoComplete={field.autoComplete}
                  multiline={field.multiline}
                  className={field.wide ? 'sm:col-span-2' : undefined}
                  error={errors[field.name]?.message}
                  registration={form.register(field.name)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        <SaveFooter flash={flash} onDismiss={dismiss} busy={update.isPending} label="Opslaan" />
      </form>
    </Card>
  );
}
