import { useId, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { NO_FILTERS, STATUS_FILTER_OPTIONS, type AssignmentFilters } from '../model';

interface AssignmentFilterBlockProps {
  /** "Filter opdrachten" for staff, "Filter mijn opdrachten" for professionals (SPEC §2). */
  title: string;
  filters: AssignmentFilters;
  onChange(filters: AssignmentFilters): void;
}

/**
 * SPEC §2 filter block: a keyword that applies on "Zoeken", the status radios that apply at
 * once, and "Reset" that clears both (SPEC §4).
 */
export function AssignmentFilterBlock({ title, filters, onChange }: AssignmentFilterBlockProps) {
  const id = useId();
  const [keyword, setKeyword] = useState(filters.search);

  // Another address (the back button, Reset) brings its own keyword into the field.
  const [addressKeyword, setAddressKeyword] = useState(filters.search);
  if (addressKeyword !== filters.search) {
    setAddressKeyword(filters.search);
    setKeyword(filters.search);
  }

  return (
    <Card role="search" aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, search: keyword.trim() });
        }}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={`${id}-keyword`} className={labelClasses}>
            Trefwoord
          </label>
          <input
            id={`${id}-keyword`}
            type="search"
            value={keyword}
            autoComplete="off"
            placeholder="Zoek op trefwoord"
            onChange={(event) => setKeyword(event.target.value)}
            className={inputClasses}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            Zoeken
          </Button>
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={() => {
              setKeyword('');
              onChange(NO_FILTERS);
            }}
          >
            Reset
          </Button>
        </div>
      </form>
      <fieldset>
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {STATUS_FILTER_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-status`}
                value={option.value}
                checked={filters.status === option.value}
                onChange={() => onChange({ ...filters, status: option.value })}
                className="size-4 accent-accent"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
