import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { dutchToIso, isoToDutch } from '@/shared/format/dutch-date-input';
import { cx } from './class-names';
import { inputClasses, labelClasses } from './field-classes';

export const DATE_FORMAT_HINT = 'dd-mm-jjjj';
export const DATE_FORMAT_MESSAGE = 'Vul de datum in als dd-mm-jjjj, bijvoorbeeld 05-03-2026.';
export const dateRangeMessage = (min?: string, max?: string) =>
  min && max
    ? `Kies een datum van ${isoToDutch(min)} tot en met ${isoToDutch(max)}.`
    : min
      ? `Kies een datum vanaf ${isoToDutch(min)}.`
      : `Kies een datum tot en met ${isoToDutch(max ?? '')}.`;

/**
 * For a form library that registers fields by ref (react-hook-form): hands it an object that
 * can only be focused, so the library never writes its ISO value into the dd-mm-jjjj text. The
 * callback is stable: a new one each render would re-register the field on every render.
 */
export function useFocusRef(registration: { ref: (instance: { focus(): void } | null) => void }) {
  const latest = useRef(registration);
  useEffect(() => {
    latest.current = registration;
  });
  return useCallback(
    (element: HTMLInputElement | null) =>
      latest.current.ref(element ? { focus: () => element.focus() } : null),
    [],
  );
}

export interface DateFieldProps {
  id: string;
  /** The visible label; leave out when the caller has its own <label htmlFor={id}>. */
  label?: string;
  /** `yyyy-MM-dd`, or '' when empty. */
  value: string;
  /** `yyyy-MM-dd` once the text is a real date; '' while it is empty or not (yet) a date. */
  onChange(iso: string): void;
  onBlur?(): void;
  /** `yyyy-MM-dd` bounds, inclusive. */
  min?: string;
  max?: string;
  /** The caller's message for the field (its form's validation); shown before the field's own. */
  error?: string;
  /** Ids of more descriptions (a hint of the caller's). */
  describedBy?: string;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date typed and shown as dd-mm-jjjj whatever the browser's language (issue 25 item 15: the
 * native date input showed "mm/dd/yyyy" in an English browser). The value stays ISO for the
 * caller. A text that is no date, or a date outside min..max, is said under the field when the
 * field is left.
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  onBlur,
  min,
  max,
  error,
  describedBy,
  className,
  ref,
  ...input
}: DateFieldProps) {
  const [text, setText] = useState(() => isoToDutch(value));
  const [left, setLeft] = useState(false);
  // A value set from outside (a receipt's date, a reset) replaces what was typed.
  const typed = dutchToIso(text) ?? '';
  if (typed !== value && !(value === '' && text.trim() !== '' && !typed)) {
    setText(isoToDutch(value));
  }
  const outOfRange = Boolean(typed && ((min && typed < min) || (max && typed > max)));
  const own = !left
    ? undefined
    : text.trim() && !typed
      ? DATE_FORMAT_MESSAGE
      : outOfRange
        ? dateRangeMessage(min, max)
        : undefined;
  const message = error || own;
  const hintId = `${id}-format`;
  const messageId = `${id}-message`;
  return (
    <div className={cx('space-y-1', className)}>
      {label && (
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
      )}
      <input
        {...input}
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_FORMAT_HINT}
        value={text}
        aria-invalid={Boolean(message) || undefined}
        aria-describedby={[message && messageId, hintId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          setText(event.target.value);
          setLeft(false);
          onChange(dutchToIso(event.target.value) ?? '');
        }}
        onBlur={() => {
          setLeft(true);
          if (typed) setText(isoToDutch(typed));
          onBlur?.();
        }}
        className={cx(inputClasses, 'tabular-nums')}
      />
      <span id={hintId} className="sr-only">
        Notatie {DATE_FORMAT_HINT}
      </span>
      {message && (
        <p id={messageId} className="text-sm font-medium text-danger-ink">
          {message}
        </p>
      )}
    </div>
  );
}
