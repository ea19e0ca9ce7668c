import type { Colleague } from '@portal/contract';
import { ASSIGNMENT_TITLE_MAX } from '@portal/contract/rules';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { useSession } from '@/shared/session/session-context';
import { Button, buttonClasses } from '@/shared/ui/button';
import { DateField, useFocusRef } from '@/shared/ui/date-field';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { useCreateAssignment } from '../api/create-assignment';
import {
  EMPTY_NEW_ASSIGNMENT,
  createBody,
  createFailure,
  checkNewAssignment,
  type NewAssignmentValues,
} from '../new-assignment-form';
import { ASSIGNMENTS_PATH, assignmentPath } from '../paths';

interface NewAssignmentFormProps {
  professionals: readonly Colleague[];
  /** The professionals are still loading: the select waits, the form cannot be sent yet. */
  loading: boolean;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-danger-ink">
      {message}
    </p>
  ) : null;
}

/** SPEC §2 "New assignment": Opdrachtnaam, Professional, Startdatum, Einddatum. */
export function NewAssignmentForm({ professionals, loading }: NewAssignmentFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const authorId = useSession((state) => state.user?.id);
  const create = useCreateAssignment();
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useMemo((): Resolver<NewAssignmentValues> => {
    return (values) => {
      const errors: FieldErrors<NewAssignmentValues> = {};
      for (const [name, message] of Object.entries(checkNewAssignment(values, professionals))) {
        errors[name as keyof NewAssignmentValues] = { type: 'validate', message };
      }
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    };
  }, [professionals]);
  const form = useForm<NewAssignmentValues>({ defaultValues: EMPTY_NEW_ASSIGNMENT, resolver });
  const { errors } = form.formState;
  const [startdatum, einddatum, user] = useWatch({
    control: form.control,
    name: ['startdatum', 'einddatum', 'user'],
  });
  // Issue 25 item 15: dd-mm-jjjj text fields; registered for focus only (useFocusRef).
  const startRef = useFocusRef(form.register('startdatum'));
  const endRef = useFocusRef(form.register('einddatum'));
  const chosen = professionals.find((person) => String(person.id) === user);

  const onSubmit = useSingleSubmit(form.handleSubmit, async (values) => {
    const professional = professionals.find((person) => String(person.id) === values.user);
    if (!professional || authorId === undefined) return;
    setFailure(null);
    try {
      const assignment = await create.mutateAsync(createBody(values, professional, authorId));
      void navigate(assignmentPath(assignment.id, { created: true }));
    } catch (error) {
      const { field, message } = createFailure(error);
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  const describedBy = (name: keyof NewAssignmentValues, hint?: string) =>
    [hint, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className={labelClasses}>
          Opdrachtnaam
        </label>
        <input
          id={`${id}-title`}
          type="text"
          autoComplete="off"
          placeholder="Vul een opdrachtnaam in..."
          maxLength={ASSIGNMENT_TITLE_MAX}
          className={inputClasses}
          {...form.register('title')}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-user`} className={labelClasses}>
          Professional
        </label>
        <select
          id={`${id}-user`}
          required
          disabled={loading}
          className={inputClasses}
          aria-invalid={errors.user ? true : undefined}
          aria-describedby={describedBy('user', chosen ? `${id}-user-hint` : undefined)}
          {...form.register('user')}
        >
          <option value="">{loading ? 'Professionals laden...' : 'Selecteer professional'}</option>
          {professionals.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
        {!loading && professionals.length === 0 && (
          <p className={hintClasses}>
            Er zijn nog geen professionals aan jou gekoppeld om een opdracht voor toe te voegen.
          </p>
        )}
        {chosen && (
          <p id={`${id}-user-hint`} className={hintClasses}>
            Functie: {chosen.acf.functie?.post_title ?? 'geen'} · Opdrachtgever:{' '}
            {chosen.acf.opdrachtgevers[0]?.post_title ?? 'geen'}
          </p>
        )}
        <FieldError id={`${id}-user-error`} message={errors.user?.message} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-1">
          <DateField
            id={`${id}-start`}
            label="Startdatum"
            value={startdatum}
            ref={startRef}
            onChange={(iso) => form.setValue('startdatum', iso, { shouldDirty: true })}
          />
        </div>
        <div className="space-y-1">
          <DateField
            id={`${id}-end`}
            label="Einddatum"
            value={einddatum}
            min={startdatum || undefined}
            error={errors.einddatum?.message}
            ref={endRef}
            onChange={(iso) => form.setValue('einddatum', iso, { shouldDirty: true })}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-end">
        <Link to={ASSIGNMENTS_PATH} className={buttonClasses('secondary')}>
          Annuleren
        </Link>
        <Button type="submit" busy={create.isPending} disabled={loading}>
          Opdracht toevoegen
        </Button>
      </div>
    </form>
  );
}
