import { labelClasses } from '@/shared/ui/field-classes';

/**
 * The three choice columns of the person form (opdrachtgevers, consultants, professionals) end
 * level side by side: a legend of two lines' room, then a part of fixed height in which the list
 * box takes what the hint or search above it leaves. Below `lg` (one column) a box is at most
 * 12rem.
 */
export const choiceLegendClasses = `${labelClasses} lg:min-h-10`;
export const choiceColumnClasses = 'flex flex-col gap-1 lg:h-72';
export const choiceBoxClasses =
  'max-h-48 min-h-16 space-y-1 overflow-y-auto rounded-md border border-line p-2 lg:max-h-none lg:flex-1';

/**
 * A list box of a closed form: its checkboxes are disabled and take no focus, so the box takes
 * it instead, to be scrolled by keyboard (a scrollable region must be reachable).
 */
export const lockedBoxProps = (locked: boolean | undefined, label: string) =>
  locked ? { tabIndex: 0, role: 'group', 'aria-label': label } : {};
