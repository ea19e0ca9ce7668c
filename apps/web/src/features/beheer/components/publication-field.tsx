import { useId } from 'react';
import { cx } from '@/shared/ui/class-names';
import { inputClasses } from '@/shared/ui/field-classes';
import type { PublicationChoice } from '../model/editor-draft';

export interface PublicationFieldProps {
  value: PublicationChoice;
  plannedAt: string;
  onChange: (value: PublicationChoice, plannedAt: string) => void;
  /** The item is live already: "Gepubliceerd" rather than "Nu publiceren". */
  live: boolean;
  error?: string;
}

/** Concept, now, or planned at a date and time (Europe/Amsterdam). */
export function PublicationField({
  value,
  plannedAt,
  onChange,
  live,
  error,
}: PublicationFieldProps) {
  const id = useId();
  const options: Array<[PublicationChoice, string]> = [
    ['draft', 'Concept (niet zichtbaar)'],
    ['publish', live ? 'Gepubliceerd' : 'Nu publiceren'],
    ['future', 'Gepland op'],
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink">Publicatie</legend>
      {options.map(([choice, label]) => (
        <label key={choice} className="flex items-center gap-2 text-sm text-ink">
          <input
            type="radio"
            name={`${id}-publicatie`}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice, plannedAt)}
            className="size-4 accent-[var(--color-accent)]"
          />
          {label}
        </label>
      ))}
      {value === 'future' && (
        <div className="space-y-1 pl-6">
          <label htmlFor={`${id}-moment`} className="text-sm text-ink">
            Datum en tijd (Nederlandse tijd)
          </label>
          <input
            id={`${id}-moment`}
            type="datetime-local"
            value={plannedAt}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-fout` : undefined}
            onChange={(event) => onChange('future', event.target.value)}
            className={cx(inputClasses, 'max-w-60')}
          />
          {error && (
            <p id={`${id}-fout`} className="text-sm text-danger-ink">
              {error}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
