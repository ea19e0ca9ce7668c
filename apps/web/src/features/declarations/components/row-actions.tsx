import type { DeclarationRow } from '@portal/contract';
import { canAddReturnTrip } from '@portal/contract/rules';
import { formatDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';

export type RowAction = 'return' | 'view' | 'copy' | 'delete';

interface RowActionsProps {
  row: DeclarationRow;
  /** Only "Bekijken" remains when the month can no longer change. */
  editable: boolean;
  addingReturn: boolean;
  onAction(action: RowAction, row: DeclarationRow): void;
}

/** The buttons of one line; each names its line for screen readers. */
export function RowActions({ row, editable, addingReturn, onAction }: RowActionsProps) {
  const which = (
    <span className="sr-only">
      {row.type} van {formatDate(row.date)}
    </span>
  );
  const button = (
    action: RowAction,
    label: string,
    variant: 'secondary' | 'danger' = 'secondary',
  ) => (
    <Button
      variant={variant}
      size="sm"
      busy={action === 'return' && addingReturn}
      onClick={() => onAction(action, row)}
    >
      {label} {which}
    </Button>
  );

  return (
    <>
      {editable && canAddReturnTrip(row) && button('return', 'Retour toevoegen')}
      {button('view', 'Bekijken')}
      {editable && button('copy', 'Kopiëren')}
      {editable && button('delete', 'Verwijderen', 'danger')}
    </>
  );
}
