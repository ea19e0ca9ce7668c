import type { DeclarationRow } from '@portal/contract';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { formatNumber } from '@/shared/format/number';
import { Badge } from '@/shared/ui/badge';
import { cx } from '@/shared/ui/class-names';
import { ReceiptLink } from './receipt-link';

const COLUMNS = ['Soort', 'Datum', 'Omschrijving', 'Rit', 'Km', 'Bon', 'Bedrag'];

/*
 * One table for every width. From the `rows` breakpoint it is a table; below, each row is a
 * card whose cells carry their own label (two cards side by side from lg). The explicit roles keep the table semantics for screen readers once
 * CSS changes the display of the table elements.
 */
const cellClasses = 'flex gap-3 py-0.5 rows:table-cell rows:px-2 rows:py-3 rows:align-top';
const labelClasses = 'w-28 shrink-0 font-normal text-muted rows:hidden';

function Cell({
  label,
  children,
  className,
  empty = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** An empty cell is left out of the phone card, where it would only add noise. */
  empty?: boolean;
}) {
  return (
    <td role="cell" className={cx(cellClasses, empty && 'max-rows:hidden', className)}>
      <span aria-hidden="true" className={labelClasses}>
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}

const Empty = ({ label }: { label: string }) => (
  <>
    <span aria-hidden="true">–</span>
    <span className="sr-only">{label}</span>
  </>
);

/** Start and end of a trip; the arrow is read as "naar". */
function Trip({ start, end }: { start: string; end: string }) {
  return (
    <>
      {start || '–'} <span aria-hidden="true">→</span>
      <span className="sr-only">naar</span> {end || '–'}
    </>
  );
}

interface DeclarationRowsProps {
  rows: readonly DeclarationRow[];
  caption: string;
  /** The buttons of one row; without it the table is read-only (review). */
  actions?: (row: DeclarationRow) => ReactNode;
  /** A note under a row across the table's width (issue 14: the duplicate warning). */
  rowNote?: (row: DeclarationRow) => ReactNode;
  /** A line to highlight and focus (a duplicate warning's link leads to it). */
  highlightedId?: number | null;
}

export function DeclarationRows({
  rows,
  caption,
  actions,
  rowNote,
  highlightedId = null,
}: DeclarationRowsProps) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  const present = rows.some((row) => row.id === highlightedId);
  useEffect(() => {
    if (!present) return;
    highlighted.current?.focus();
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightedId, present]);
  return (
    // A safety net: a row with long unbroken words may still be wider than the table.
    <div className="rows:overflow-x-auto">
      <table role="table" className="block w-full border-collapse text-sm rows:table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only rows:not-sr-only rows:table-header-group">
          <tr role="row" className="border-b border-line text-left">
            {COLUMNS.map((column) => (
              <th
                key={column}
                role="columnheader"
                scope="col"
                className={cx(
                  'px-2 py-2 font-semibold text-muted',
                  column === 'Bedrag' && 'text-right',
                )}
              >
                {column}
              </th>
            ))}
            {actions && (
              <th role="columnheader" scope="col" className="px-2 py-2 text-right">
                <span className="sr-only">Acties</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="block space-y-3 lg:grid lg:grid-cols-2 lg:gap-3 lg:space-y-0 rows:table-row-group"
        >
          {rows.map((row) => {
            const note = rowNote?.(row);
            const isHighlighted = row.id === highlightedId;
            return (
              <Fragment key={row.id}>
                <tr
                  role="row"
                  ref={isHighlighted ? highlighted : undefined}
                  tabIndex={isHighlighted ? -1 : undefined}
                  aria-current={isHighlighted || undefined}
                  className={cx(
                    'block rounded-lg border border-line p-3 rows:table-row rows:rounded-none rows:border-0 rows:border-b rows:p-0',
                    isHighlighted && 'bg-warning-soft outline-2 outline-accent',
                    Boolean(note) && 'rows:border-b-0',
                  )}
                >
                  <Cell label="Soort" className="font-semibold text-ink">
                    {row.type}{' '}
                    {row.return && (
                      <span className="ml-1 align-middle">
                        <Badge tone="muted">Retour</Badge>
                      </span>
                    )}
                  </Cell>
                  <Cell label="Datum" className="whitespace-nowrap">
                    {formatDate(row.date)}
                  </Cell>
                  <Cell label="Omschrijving" className="break-words" empty={!row.description}>
                    {row.description || <Empty label="Geen omschrijving" />}
                  </Cell>
                  <Cell label="Rit" empty={!row.location_start && !row.location_end}>
                    {row.location_start || row.location_end ? (
                      <Trip start={row.location_start} end={row.location_end} />
                    ) : (
                      <Empty label="Geen rit" />
                    )}
                  </Cell>
                  <Cell label="Km" className="whitespace-nowrap" empty={!(row.kilometers > 0)}>
                    {row.kilometers > 0 ? formatNumber(row.kilometers) : <Empty label="Geen" />}
                  </Cell>
                  <Cell label="Bon">
                    {row.receipt ? (
                      <ReceiptLink receipt={row.receipt} />
                    ) : (
                      <Empty label="Geen bon" />
                    )}
                  </Cell>
                  <Cell label="Bedrag" className="font-semibold whitespace-nowrap rows:text-right">
                    {formatEuro(row.amount)}
                  </Cell>
                  {actions && (
                    <td
                      role="cell"
                      className="block pt-3 rows:table-cell rows:px-2 rows:py-2 rows:align-top"
                    >
                      {/* A set width keeps the buttons on a few lines; a table cell alone squeezes them. */}
                      <div className="flex flex-wrap gap-2 rows:w-52 rows:justify-end">
                        {actions(row)}
                      </div>
                    </td>
                  )}
                </tr>
                {Boolean(note) && (
                  <tr role="row" className="block rows:table-row rows:border-b rows:border-line">
                    <td
                      role="cell"
                      colSpan={COLUMNS.length + (actions ? 1 : 0)}
                      className="block pb-3 rows:table-cell rows:px-2"
                    >
                      {note}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
