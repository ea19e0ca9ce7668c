import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/shared/ui/class-names';
import { hintClasses, inputClasses, labelClasses } from '@/shared/ui/field-classes';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  /** The server's or the form's message; read with the field (aria-describedby). */
  error?: string;
  registration?: UseFormRegisterReturn;
  multiline?: boolean;
  className?: string;
}

/** A labelled field with its hint and its error under it. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  multiline = false,
  className,
  ...input
}: TextFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: inputClasses,
    ...registration,
  };
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {multiline ? <textarea rows={4} {...shared} /> : <input type="text" {...input} {...shared} />}
      {hint && (
        <p id={`${id}-hint`} className={hintClasses}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger-ink">
          {error}
        </p>
      )}
    </div>
  );
}
