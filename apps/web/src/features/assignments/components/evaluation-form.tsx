import {
  EVALUATION_FIELD_LABELS,
  EVALUATION_FIELDS,
  EVALUATION_TEXT_MAX,
} from '@portal/contract/rules';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSingleSubmit } from '@/shared/forms/use-single-submit';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import type { EvaluationValues, EvaluationView } from '../evaluation';

interface EvaluationFormProps {
  view: EvaluationView;
  /** Saves the texts; resolves with what was saved, rejects when the save failed. */
  onSave(values: EvaluationValues): Promise<EvaluationValues>;
}

/**
 * The three texts of SPEC §2 "Assignment detail and evaluation" and "Opslaan". Read-only (a
 * completed assignment, or someone who reads along) the fields are disabled and the reason said.
 * Mounted once per quarter shown: a refetch of the detail never overwrites what is being typed.
 */
export function EvaluationForm({ view, onSave }: EvaluationFormProps) {
  const id = useId();
  const { readOnly } = view;
  const form = useForm<EvaluationValues>({ defaultValues: view.values, disabled: readOnly });

  const onSubmit = useSingleSubmit(form.handleSubmit, async (values) => {
    try {
      form.reset(await onSave(values));
    } catch {
      // The screen shows the failure in its notice bar; the typed texts stay.
    }
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="space-y-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {view.heading}
      </h2>
      {view.note && <Notice tone="info">{view.note}</Notice>}
      {EVALUATION_FIELDS.map((field) => (
        <div key={field} className="space-y-1">
          <label htmlFor={`${id}-${field}`} className={labelClasses}>
            {EVALUATION_FIELD_LABELS[field]}
          </label>
          <textarea
            id={`${id}-${field}`}
            rows={7}
            maxLength={EVALUATION_TEXT_MAX}
            className={`${inputClasses} resize-y`}
            {...form.register(field)}
          />
        </div>
      ))}
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" busy={form.formState.isSubmitting}>
            Opslaan
          </Button>
        </div>
      )}
    </form>
  );
}
