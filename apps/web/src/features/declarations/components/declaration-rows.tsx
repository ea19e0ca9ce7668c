import type { DeclarationRow } from '@portal/contract';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { formatNumber } from '@/shared/format/number';
import { cx } from '@/shared/ui/class-names';
import { ColumnHeads } from '@/shared/ui/column-heads';
import { ReceiptLink } from './receipt-link';
import { ReceiptThumbnail } from './receipt-thumbnail';
import { RowActionIcon } from './row-action-icons';

const COLUMNS = ['Soort', 'Datum', 'Omschrijving', 'Rit', 'Km', 'Bon', 'Bedrag'];

/*
 * One table for every width. From lg (1024 px) it is a compact table, one line per row; below,
 * each row is a short block of a list: type and amount, date and km, then what else it has.
 * The explicit roles keep the table semantics for screen readers once CSS changes the display
 * of the table elements; the column headers stay readable to them at every width.
 */
const cellClasses = 'min-w-0 lg:table-cell lg:px-2 lg:py-1 lg:align-middle';

function Cell({
  children,
  className,
  empty = false,
}: {
  children: ReactNode;
  className?: string;
  /** An empty cell is left out of the narrow list, where it would only add noise. */
  empty?: boolean;
}) {
  return (
    <td role="cell" className={cx(cellClasses, empty && 'max-lg:hidden', className)}>
      {children}
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

/**
 * Long texts wrap in the table: "Retour van…" cut to one line hid what the line is about
 * (issue 25, which undoes issue 14's one-line clamp), so descriptions and routes read in full.
 */
const fullText = 'break-words';

interface DeclarationRowsProps {
  rows: readonly DeclarationRow[];
  caption: string;
  /** The buttons of one row; without it the table is read-only (review). */
  actions?: (row: DeclarationRow) => ReactNode;
  /** A note under a row across the table's width (issue 14: the duplicate warning). */
  rowNote?: (row: DeclarationRow) => ReactNode;
  /** A line to highlight and focus (a duplicate warning's link leads to it). */
  highlightedId?: number | null;
  /** Receipts as small pictures instead of a paperclip (the review screen, issue 25). */
  receiptThumbnails?: boolean;
}

export function DeclarationRows({
  rows,
  caption,
  actions,
  rowNote,
  highlightedId = null,
  receiptThumbnails = false,
}: DeclarationRowsProps) {
  const highlighted = useRef<HTMLTableRowElement>(null);
  const present = rows.some((row) => row.id === highlightedId);
  useEffect(() => {
    if (!present) return;
    highlighted.current?.focus();
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [highlightedId, present]);
  return (
    <table role="table" className="block w-full border-collapse text-sm lg:table lg:table-fixed">
      <caption className="sr-only">{caption}</caption>
      {/* Fixed widths for the short columns; description and trip share what is left. */}
      <colgroup className="max-lg:hidden">
        <col className="w-40" />
        <col className="w-24" />
        <col />
        <col />
        <col className="w-12" />
        <col className="w-16" />
        <col className="w-[5.5rem]" />
        {actions && <col className="w-[8.5rem]" />}
      </colgroup>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <ColumnHeads
          columns={COLUMNS}
          cellClassName="px-2 py-2 text-xs font-semibold tracking-wide text-muted uppercase"
          classOf={(column) => (column === 'Bedrag' || column === 'Km') && 'text-right'}
          after={actions && 'Acties'}
        />
      </thead>
      <tbody role="rowgroup" className="block divide-y divide-line lg:table-row-group">
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
                  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-3 hover:bg-surface/60 lg:table-row lg:py-0',
                  isHighlighted && 'bg-warning-soft outline-2 outline-accent',
                )}
              >
                <Cell className="font-semibold text-ink">{row.type}</Cell>
                <Cell className="order-3 whitespace-nowrap text-muted lg:text-ink">
                  {formatDate(row.date)}
                </Cell>
                <Cell className="order-5 col-span-2 break-words" empty={!row.description}>
                  <span className={fullText}>
                    {row.description || <Empty label="Geen omschrijving" />}
                  </span>
                </Cell>
                <Cell
                  className="order-6 col-span-2 text-muted lg:text-ink"
                  empty={!row.location_start && !row.location_end}
                >
                  {row.location_start || row.location_end ? (
                    <span className={fullText}>
                      {row.return && (
                        <span
                          title="Retour"
                          className="mr-1 inline-block align-[-0.2em] text-muted"
                        >
                          <RowActionIcon action="return" size="small" />
                          <span className="sr-only">Retour:</span>
                        </span>
                      )}
                      <Trip start={row.location_start} end={row.location_end} />
                    </span>
                  ) : (
                    <Empty label="Geen rit" />
                  )}
                </Cell>
                <Cell
                  className="order-4 text-right whitespace-nowrap text-muted tabular-nums lg:text-ink"
                  empty={!(row.kilometers > 0)}
                >
                  {row.kilometers > 0 ? (
                    <>
                      {formatNumber(row.kilometers)}
                      <span className="lg:hidden"> km</span>
                    </>
                  ) : (
                    <Empty label="Geen" />
                  )}
                </Cell>
                <Cell className="order-7 self-center" empty={!row.receipt}>
                  {row.receipt && receiptThumbnails ? (
                    <ReceiptThumbnail receipt={row.receipt} size="small" />
                  ) : row.receipt ? (
                    <ReceiptLink receipt={row.receipt} compact />
                  ) : (
                    <Empty label="Geen bon" />
                  )}
                </Cell>
                <Cell className="order-2 text-right font-semibold whitespace-nowrap tabular-nums">
                  {formatEuro(row.amount)}
                </Cell>
                {actions && (
                  <td
                    role="cell"
                    className="order-8 col-start-2 lg:table-cell lg:py-1 lg:pr-0 lg:pl-1"
                  >
                    <div className="flex justify-end gap-1.5 lg:gap-1">{actions(row)}</div>
                  </td>
                )}
              </tr>
              {Boolean(note) && (
                <tr role="row" className="block lg:table-row">
                  <td
                    role="cell"
                    colSpan={COLUMNS.length + (actions ? 1 : 0)}
                    className="block pb-3 lg:table-cell lg:px-2"
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
  );
}
