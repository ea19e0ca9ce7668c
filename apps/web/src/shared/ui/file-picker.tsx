import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { buttonClasses } from './button';
import { cx } from './class-names';

export const CHOOSE_FILE = 'Bestand kiezen';
export const NO_FILE_CHOSEN = 'Geen bestand gekozen';

export interface FilePickerProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'value'
> {
  id: string;
  /**
   * What is chosen, when the caller keeps it (a file name, or "3 bestanden"); by default the
   * picker shows the names of its own last choice. null: nothing chosen.
   */
  chosen?: string | null;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A file field that reads Dutch whatever the browser's language (issue 25 item 15): the native
 * input stays in place for keyboards, screen readers and drag-and-drop tests, but visually
 * hidden; a Dutch button opens it and the chosen name (or "Geen bestand gekozen") sits beside
 * it. The caller's <label htmlFor={id}> names the field.
 */
export function FilePicker({
  id,
  chosen,
  onChange,
  disabled,
  className,
  ref,
  ...input
}: FilePickerProps) {
  const [own, setOwn] = useState<string | null>(null);
  const shown = chosen !== undefined ? chosen : own;
  const chosenId = `${id}-chosen`;
  const describedBy = [input['aria-describedby'], chosenId].filter(Boolean).join(' ');
  return (
    <div className={cx('flex flex-wrap items-center gap-3', className)}>
      <input
        {...input}
        ref={ref}
        id={id}
        type="file"
        disabled={disabled}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const names = [...(event.target.files ?? [])].map((file) => file.name);
          setOwn(names.length ? names.join(', ') : null);
          onChange?.(event);
        }}
      />
      {/* A second label of the same input opens the picker; hidden from the accessibility
          tree, so the field's name stays the caller's label. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={cx(
          buttonClasses('secondary', undefined, 'sm'),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
          disabled && 'pointer-events-none opacity-70',
        )}
      >
        {CHOOSE_FILE}
      </label>
      <span id={chosenId} className="min-w-0 text-sm break-all text-muted">
        {shown || NO_FILE_CHOSEN}
      </span>
    </div>
  );
}
