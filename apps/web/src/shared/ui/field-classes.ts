/** Shared looks of form controls, so every form in the portal lines up. */
export const labelClasses = 'block text-sm font-medium text-ink';

// `[readonly]`, not `:read-only`: a select is :read-only too and would look disabled.
export const inputClasses =
  'block w-full rounded-md border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted [&[readonly]]:bg-surface disabled:bg-surface disabled:text-muted';

/**
 * A control as wide as its longest value, not its column: month and year pickers side by side.
 * (Adding `w-auto` to inputClasses does not work: both widths are in the CSS and `w-full` wins,
 * which cut "september" to "septe" in a picker with room to spare, issue 25 item 16.)
 */
export const autoWidthInputClasses = inputClasses.replace('w-full', 'w-auto');

export const hintClasses = 'text-sm text-muted';
