import { zodResolver } from '@hookform/resolvers/zod';
import { personFieldsSchema, type PersonFields } from '@portal/contract';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import {
  useFunctieOptions,
  useOpdrachtgeverOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { Button } from '@/shared/ui/button';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { useConsultantOptions, useDienstverbandOptions } from '../api/people';
import { ROLE_OPTIONS } from '../model/person-form';
import type { PersonLocks, WithRoles } from '../model/person-locks';
import {
  choiceBoxClasses,
  choiceColumnClasses,
  choiceLegendClasses,
  lockedBoxProps,
} from './choice-column';
import { useChoiceReasons } from './choice-reasons';
import { PeoplePicker } from './people-picker';

interface Choice extends WithRoles {
  id: number;
  label: string;
}

const errorClasses = 'text-sm text-danger-ink';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className={errorClasses}>
      {message}
    </p>
  ) : null;
}

/** A group of checkboxes for a list of ids (opdrachtgevers, consultants). */
function IdChoices({
  control,
  name,
  legend,
  choices,
  hint,
  locked,
  closedWhy,
}: {
  control: Control<PersonFields>;
  name: 'opdrachtgevers' | 'owned_by';
  legend: string;
  choices: readonly Choice[];
  hint?: string;
  /** The form is closed (its checkboxes disabled). */
  locked?: boolean;
  /** Why checking or unchecking this choice is closed to the signed-in person. */
  closedWhy?(choice: Choice): string | undefined;
}) {
  const id = useId();
  const reasons = useChoiceReasons(choices.map((choice) => closedWhy?.(choice)));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <fieldset
          className="min-w-0"
          aria-describedby={fieldState.error ? `${id}-error` : undefined}
        >
          <legend className={choiceLegendClasses}>{legend}</legend>
          <div className={choiceColumnClasses}>
            {hint && <p className={hintClasses}>{hint}</p>}
            <div className={choiceBoxClasses} {...lockedBoxProps(locked, legend)}>
              {choices.length === 0 && <p className={hintClasses}>Geen keuzes.</p>}
              {choices.map((choice) => {
                const why = closedWhy?.(choice);
                return (
                  <label key={choice.id} className="flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      disabled={locked || why !== undefined}
                      aria-describedby={reasons.describedBy(why)}
                      checked={field.value.includes(choice.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, choice.id]
                            : field.value.filter((value) => value !== choice.id),
                        )
                      }
                    />
                    {choice.label}
                  </label>
                );
              })}
            </div>
            {reasons.notes}
          </div>
          <FieldError id={`${id}-error`} message={fieldState.error?.message} />
        </fieldset>
      )}
    />
  );
}

export interface PersonFormProps {
  initial: PersonFields;
  /** The person's own id when editing (not a choice as their own consultant). */
  personId?: number;
  /** What the signed-in person may not change here, and why (shown beside the control). */
  locks: PersonLocks;
  submitLabel: string;
  onSubmit(values: PersonFields): Promise<Partial<Record<FieldPath<PersonFields>, string>> | void>;
}

/**
 * The person form of Beheer "Mensen": checked by the contract's schema (the Dutch messages at
 * the fields), then by the server (an address in use, an unknown choice), whose message lands
 * at its field too.
 */
export function PersonForm({ initial, personId, locks, submitLabel, onSubmit }: PersonFormProps) {
  const id = useId();
  const form = useForm<PersonFields>({
    resolver: zodResolver(personFieldsSchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  // Only a consultant (medewerker) manages professionals; someone who still has some keeps the
  // picker so they can be moved off.
  const roles = useWatch({ control, name: 'roles' });
  const managesProfessionals = roles.includes('medewerker') || initial.professionals.length > 0;
  const errors = formState.errors;
  const functies = useFunctieOptions().data ?? [];
  const opdrachtgevers = useOpdrachtgeverOptions().data ?? [];
  const dienstverbanden = useDienstverbandOptions().data ?? [];
  const consultants = useConsultantOptions().data ?? [];
  const others = (list: ReadonlyArray<{ id: number; name: string } & WithRoles>) =>
    list
      .filter((person) => person.id !== personId)
      .map((p) => ({ id: p.id, label: p.name, roles: p.roles }));
  // This person's side of a relation: the roles they have and are given (as the server judges).
  const self = { roles: [...new Set([...(personId ? initial.roles : []), ...roles])] };

  const submit = handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    for (const [field, message] of Object.entries(refused ?? {})) {
      setError(field as FieldPath<PersonFields>, { message });
    }
  });

  // The reason a closed control shows beside it, and the ids that describe the control.
  const lockedId = `${id}-locked`;
  const closed = locks.fields !== undefined;
  const describedBy = (...ids: Array<string | false | undefined>) =>
    ids.filter(Boolean).join(' ') || undefined;

  const text = (name: 'voornaam' | 'tussenvoegsel' | 'achternaam' | 'email', label: string) => {
    const lock = name === 'email' ? locks.email : undefined;
    return (
      <div className="space-y-1">
        <label htmlFor={`${id}-${name}`} className={labelClasses}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={name === 'email' ? 'email' : 'text'}
          disabled={closed || lock !== undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(
            lock && `${id}-${name}-lock`,
            errors[name] && `${id}-${name}-error`,
          )}
          className={inputClasses}
          {...register(name)}
        />
        {lock && (
          <p id={`${id}-${name}-lock`} className={hintClasses}>
            {lock}
          </p>
        )}
        <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />
      </div>
    );
  };
  // One sentence under the roles: why all are closed, else which only an administrator gives.
  const rolesLock = locks.roles ?? locks.grant?.reason;

  const postSelect = (
    name: 'functie' | 'dienstverband',
    label: string,
    options: ReadonlyArray<{ id: number; title: { rendered: string } }>,
  ) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className={labelClasses}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        className={inputClasses}
        disabled={closed}
        {...register(name, {
          setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
        })}
      >
        <option value="">Geen</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title.rendered}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      {locks.fields && (
        <Notice tone="info">
          <span id={lockedId}>{locks.fields}</span>
        </Notice>
      )}
      {/*
        A closed account: every control is disabled, the reason above describes them all. Not a
        disabled fieldset: its list boxes must still take focus, to be scrolled by keyboard.
      */}
      <fieldset
        aria-describedby={locks.fields ? lockedId : undefined}
        className="min-w-0 space-y-6"
      >
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold text-ink">Naam en e-mail</legend>
          {text('voornaam', 'Voornaam')}
          {text('tussenvoegsel', 'Tussenvoegsel')}
          {text('achternaam', 'Achternaam')}
          <div className="sm:col-span-3">{text('email', 'E-mailadres')}</div>
        </fieldset>

        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <fieldset className="space-y-1">
              <legend className={labelClasses}>Rollen</legend>
              <div className="flex flex-wrap gap-4">
                {ROLE_OPTIONS.map((role) => {
                  const locked =
                    locks.roles !== undefined || locks.grant?.roles.includes(role.value) === true;
                  return (
                    <label key={role.value} className="flex items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        disabled={locked}
                        aria-describedby={locked ? `${id}-roles-lock` : undefined}
                        checked={field.value.includes(role.value)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, role.value]
                              : field.value.filter((value) => value !== role.value),
                          )
                        }
                      />
                      {role.label}
                    </label>
                  );
                })}
              </div>
              {rolesLock && (
                <p id={`${id}-roles-lock`} className={hintClasses}>
                  {rolesLock}
                </p>
              )}
              <FieldError id={`${id}-roles-error`} message={fieldState.error?.message} />
            </fieldset>
          )}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          {postSelect('functie', 'Functie', functies)}
          {postSelect('dienstverband', 'Dienstverband', dienstverbanden)}
        </div>

        <div className="grid gap-4 lg:grid-cols-3">
          <IdChoices
            control={control}
            name="opdrachtgevers"
            legend="Opdrachtgevers"
            locked={closed}
            choices={opdrachtgevers.map((post) => ({ id: post.id, label: post.title.rendered }))}
          />
          <IdChoices
            control={control}
            name="owned_by"
            legend="Consultants"
            hint="Zij beoordelen de declaraties en krijgen de moodmeldingen."
            locked={closed}
            choices={others(consultants)}
            closedWhy={(consultant) => locks.relation(consultant, self)}
          />
          {managesProfessionals && (
            <Controller
              control={control}
              name="professionals"
              render={({ field, fieldState }) => (
                <div className="flex min-w-0 flex-col">
                  <PeoplePicker
                    legend="Professionals van deze consultant"
                    role="professional"
                    value={field.value}
                    onChange={field.onChange}
                    excludeId={personId}
                    locked={closed}
                    closedWhy={(professional) => locks.relation(self, professional)}
                    describedBy={fieldState.error ? `${id}-professionals-error` : undefined}
                  />
                  <FieldError
                    id={`${id}-professionals-error`}
                    message={fieldState.error?.message}
                  />
                </div>
              )}
            />
          )}
        </div>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-ink">Urenmeter</legend>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" disabled={closed} {...register('urenmeter_enabled')} />
            Urenmeter tonen
          </label>
          <div className="space-y-1">
            <label htmlFor={`${id}-urenmeter`} className={labelClasses}>
              Uren
            </label>
            <input
              id={`${id}-urenmeter`}
              type="number"
              min={0}
              inputMode="numeric"
              aria-invalid={errors.urenmeter ? true : undefined}
              aria-describedby={errors.urenmeter ? `${id}-urenmeter-error` : undefined}
              className={inputClasses}
              disabled={closed}
              {...register('urenmeter', { valueAsNumber: true })}
            />
            <FieldError id={`${id}-urenmeter-error`} message={errors.urenmeter?.message} />
          </div>
        </fieldset>
      </fieldset>

      <Button
        type="submit"
        busy={formState.isSubmitting}
        disabled={closed}
        aria-describedby={locks.fields ? lockedId : undefined}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
