/**
 * The three choice columns (opdrachtgevers, consultants, professionals) are equally tall side
 * by side: each a column of fixed height whose list box takes what its heading leaves.
 */
export const choiceColumnClasses = 'flex min-w-0 flex-col gap-1 lg:h-80';
export const choiceBoxClasses =
  'max-h-48 min-h-24 space-y-1 overflow-y-auto rounded-md border border-line p-2 lg:max-h-none lg:flex-1';
