import { DUTCH_MONTHS } from '@portal/contract/rules';
import { useId } from 'react';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { REVIEW_STATUS_OPTIONS, type ReviewQueueFilters } from '../review-filters';

interface ReviewFilterBarProps {
  filters: ReviewQueueFilters;
  years: readonly number[];
  onChange(filters: ReviewQueueFilters): void;
}

/** Status, year and month ask the server again; the name filters what is already here. */
export function ReviewFilterBar({ filters, years, onChange }: ReviewFilterBarProps) {
  const id = useId();
  const optionalNumber = (value: string) => (value ? Number(value) : undefined);

  return (
    <div
      role="search"
      aria-label="Filter declaraties"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-status`} className={labelClasses}>
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => onChange({ ...filters, status: event.target.value })}
          className={inputClasses}
        >
          {REVIEW_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-year`} className={labelClasses}>
          Jaar
        </label>
        <select
          id={`${id}-year`}
          value={filters.year ?? ''}
          onChange={(event) => onChange({ ...filters, year: optionalNumber(event.target.value) })}
          className={inputClasses}
        >
          <option value="">Alle jaren</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-month`} className={labelClasses}>
          Maand
        </label>
        <select
          id={`${id}-month`}
          value={filters.month ?? ''}
          onChange={(event) => onChange({ ...filters, month: optionalNumber(event.target.value) })}
          className={inputClasses}
        >
          <option value="">Alle maanden</option>
          {DUTCH_MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-name`} className={labelClasses}>
          Naam
        </label>
        <input
          id={`${id}-name`}
          type="search"
          value={filters.name}
          placeholder="Zoek op naam"
          onChange={(event) => onChange({ ...filters, name: event.target.value })}
          className={inputClasses}
        />
      </div>
    </div>
  );
}
