import type { DeclarationRow, DeclarationType } from '@portal/contract';
import type { CalendarDate } from '@portal/contract/rules';
import { formatDate } from '@/shared/format/date';
import { Modal } from '@/shared/ui/modal';
import { Notice } from '@/shared/ui/notice';
import { Skeleton } from '@/shared/ui/skeleton';
import type { RowMutationResponse } from '../api/contract-types';
import { DeclarationForm } from './declaration-form';

interface DeclarationModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  types: readonly DeclarationType[] | undefined;
  typesFailed: boolean;
  year: number;
  month: number;
  today: CalendarDate;
  /** View (and, when editable, edit) this row; without it a new row is added. */
  row?: DeclarationRow;
  editable: boolean;
  onSaved(response: RowMutationResponse): void;
}

/** "Nieuwe declaratie" or "Declaratie van {date}" (SPEC §2 modals). */
export function DeclarationModal({
  open,
  onOpenChange,
  types,
  typesFailed,
  year,
  month,
  today,
  row,
  editable,
  onSaved,
}: DeclarationModalProps) {
  const title = row ? `Declaratie van ${formatDate(row.date)}` : 'Nieuwe declaratie';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      {types ? (
        <DeclarationForm
          types={types}
          year={year}
          month={month}
          today={today}
          row={row}
          readOnly={!editable}
          onCancel={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      ) : typesFailed ? (
        <Notice tone="error">
          De soorten declaraties konden niet worden geladen. Probeer het later opnieuw.
        </Notice>
      ) : (
        <div role="status" className="space-y-3">
          <span className="sr-only">Formulier laden...</span>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      )}
    </Modal>
  );
}
