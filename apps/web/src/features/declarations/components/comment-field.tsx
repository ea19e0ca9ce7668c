import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';

/** A labelled text area whose message (e.g. "Vul een opmerking in") is tied to it. */
export function CommentField({
  label,
  error,
  field,
}: {
  label: string;
  error: string | null;
  /** The text area's react-hook-form registration. */
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
