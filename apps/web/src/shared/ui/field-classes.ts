/** Shared looks of form controls, so every form in the portal lines up. */
export const labelClasses = 'block text-sm font-medium text-ink';

// `[readonly]`, not `:read-only`: a select is :read-only too and would look disabled.
export const inputClasses =
  'block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted [&[readonly]]:bg-surface disabled:bg-surface disabled:text-muted';

export const hintClasses = 'text-sm text-muted';
