import { useId } from 'react';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';

/** A labelled text area whose message (e.g. "Vul een opmerking in") is tied to it. */
export function CommentField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
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
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={inputClasses}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
