import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/shared/ui/button';
import { Badge } from '@/shared/ui/badge';
import { cx } from '@/shared/ui/class-names';
import { ColumnHeads } from '@/shared/ui/column-heads';
import { Skeleton } from '@/shared/ui/skeleton';
import { ASSIGNMENT_SKELETON_ROWS, type AssignmentRow } from '../model';
import { assignmentPath } from '../paths';

/** SPEC §2 columns, in order. */
const COLUMNS = [
  'Actie',
  'Professional',
  'Functie',
  'Opdrachtgever',
  'Startdatum',
  'Einddatum',
  'Status',
] as const;

// A table from xl; below, each row is a card of labelled lines (the review queue's pattern).
// On a phone the card is a column whose "Bekijk" comes last (order), after what it opens.
const rowClasses =
  'flex flex-col rounded-lg border border-line p-3 xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0';
const cellClasses = 'flex gap-3 py-0.5 xl:table-cell xl:px-3 xl:py-3 xl:align-middle';
const cardLabelClasses = 'w-28 shrink-0 text-muted xl:hidden';

function Head() {
  return (
    <thead role="rowgroup" className="sr-only xl:not-sr-only xl:table-header-group">
      <ColumnHeads columns={COLUMNS} cellClassName="px-3 py-2 font-semibold text-muted" />
    </thead>
  );
}

/**
 * The assignments (SPEC §2 "Assignments list"). The title is not a column of its own; it stands
 * under the professional's name, so what the keyword found can be seen. On a phone the card
 * opens with it.
 */
export function AssignmentTable({ rows }: { rows: readonly AssignmentRow[] }) {
  return (
    <table role="table" className="block w-full border-collapse text-sm xl:table">
      <caption className="sr-only">Opdrachten</caption>
      <Head />
      <tbody role="rowgroup" className="block space-y-3 xl:table-row-group xl:space-y-0">
        {rows.map((row) => {
          const cells: Array<[string, ReactNode, string?]> = [
            [
              'Professional',
              <>
                <span className="block font-semibold text-ink">{row.professional}</span>
                {row.title && <span className="block text-muted">{row.title}</span>}
              </>,
            ],
            ['Functie', row.functie],
            ['Opdrachtgever', row.opdrachtgever],
            ['Startdatum', row.startdatum, 'whitespace-nowrap'],
            ['Einddatum', row.einddatum, 'whitespace-nowrap'],
            [
              'Status',
              <Badge key="status" tone={row.statusTone}>
                {row.statusLabel}
              </Badge>,
            ],
          ];
          return (
            <tr key={row.id} role="row" className={rowClasses}>
              <td
                role="cell"
                className="order-last block pt-3 xl:table-cell xl:px-3 xl:py-2 xl:align-middle"
              >
                <Link
                  to={assignmentPath(row.id)}
                  className={buttonClasses('secondary', undefined, 'sm')}
                >
                  Bekijk
                  <span className="sr-only">
                    {' '}
                    opdracht {row.title || 'zonder naam'} van {row.professional}
                  </span>
                </Link>
              </td>
              {cells.map(([label, value, className]) => (
                <td key={label} role="cell" className={cx(cellClasses, className)}>
                  <span aria-hidden="true" className={cardLabelClasses}>
                    {label}
                  </span>
                  <span className="min-w-0">{value}</span>
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** SPEC §9: five skeleton rows while the list loads. */
export function AssignmentTableSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">Opdrachten laden...</span>
      {Array.from({ length: ASSIGNMENT_SKELETON_ROWS }, (_, index) => (
        <div
          key={index}
          data-testid="assignment-skeleton"
          className="flex items-center gap-4 rounded-lg border border-line p-3"
        >
          <Skeleton className="h-7 w-16" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="hidden h-4 w-24 sm:block" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
      ))}
    </div>
  );
}
