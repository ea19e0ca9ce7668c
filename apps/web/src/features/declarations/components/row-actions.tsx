import type { DeclarationRow } from '@portal/contract';
import { canAddReturnTrip } from '@portal/contract/rules';
import { formatDate } from '@/shared/format/date';
import { cx } from '@/shared/ui/class-names';
import { Spinner } from '@/shared/ui/spinner';
import { RowActionIcon } from './row-action-icons';

export type RowAction = 'return' | 'view' | 'copy' | 'delete';

interface RowActionsProps {
  row: DeclarationRow;
  /** Only "Bekijken" remains when the month can no longer change. */
  editable: boolean;
  addingReturn: boolean;
  onAction(action: RowAction, row: DeclarationRow): void;
}

const LABELS: Record<RowAction, string> = {
  return: 'Retour toevoegen',
  view: 'Bekijken',
  copy: 'Kopiëren',
  delete: 'Verwijderen',
};

// 40 px on a touch screen, 30 px in the table of a wide screen (WCAG 2.2 asks 24 px at least).
const iconButtonClasses =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md border bg-white lg:size-[1.875rem] ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-70';

/**
 * The icon buttons of one line. Each is named by its action and its line ("Verwijderen
 * Kilometers van 09-03-2026") for screen readers, and shows the action as a tooltip.
 */
export function RowActions({ row, editable, addingReturn, onAction }: RowActionsProps) {
  const button = (action: RowAction) => {
    const busy = action === 'return' && addingReturn;
    return (
      <button
        key={action}
        type="button"
        title={LABELS[action]}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => onAction(action, row)}
        className={cx(
          iconButtonClasses,
          action === 'delete'
            ? 'border-danger/40 text-danger-ink hover:bg-danger-soft'
            : 'border-line text-ink hover:bg-surface',
        )}
      >
        {busy ? <Spinner /> : <RowActionIcon action={action} />}
        <span className="sr-only">
          {LABELS[action]} {row.type} van {formatDate(row.date)}
        </span>
      </button>
    );
  };

  return (
    <>
      {editable && canAddReturnTrip(row) && button('return')}
      {button('view')}
      {editable && button('copy')}
      {editable && button('delete')}
    </>
  );
}
