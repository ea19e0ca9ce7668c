import { DUTCH_MONTHS } from '@portal/contract/rules';
import { cx } from './class-names';
import { autoWidthInputClasses, labelClasses } from './field-classes';

export interface MonthFieldProps {
  id: string;
  /** Names the pair of lists ("Van", "Tot en met"). */
  label: string;
  /** `yyyy-MM`. */
  value: string;
  onChange(value: string): void;
  /** The years offered, inclusive; the value's own year is always among them. */
  fromYear: number;
  toYear: number;
  disabled?: boolean;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A month chosen as a Dutch month name and a year (issue 25 item 15: the native month input
 * showed "October 2026" in an English browser and has no picker at all in some browsers). A
 * group named by `label`, with the lists "Maand" and "Jaar".
 */
export function MonthField({
  id,
  label,
  value,
  onChange,
  fromYear,
  toYear,
  disabled,
  className,
}: MonthFieldProps) {
  const [yearText = '', monthText = ''] = value.split('-');
  const year = Number(yearText) || toYear;
  const month = Number(monthText) || 1;
  const years: number[] = [];
  for (let y = Math.min(fromYear, year); y <= Math.max(toYear, year); y += 1) years.push(y);
  const labelId = `${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId} className={cx('space-y-1', className)}>
      <span id={labelId} className={labelClasses}>
        {label}
      </span>
      <div className="flex gap-2">
        <select
          id={id}
          aria-label="Maand"
          disabled={disabled}
          value={month}
          onChange={(event) => onChange(`${year}-${pad(Number(event.target.value))}`)}
          className={autoWidthInputClasses}
        >
          {DUTCH_MONTHS.map((name, index) => (
            <option key={name} value={index + 1}>
              {name.toLowerCase()}
            </option>
          ))}
        </select>
        <select
          aria-label="Jaar"
          disabled={disabled}
          value={year}
          onChange={(event) => onChange(`${event.target.value}-${pad(month)}`)}
          className={autoWidthInputClasses}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
