import { useId } from 'react';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';

interface YearSelectProps {
  years: readonly number[];
  value: number;
  onChange(year: number): void;
}

export function YearSelect({ years, value, onChange }: YearSelectProps) {
  const id = useId();
  return (
    <div className="w-full space-y-1 sm:w-40">
      <label htmlFor={id} className={labelClasses}>
        Jaar
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={inputClasses}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
