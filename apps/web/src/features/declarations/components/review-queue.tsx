import { dutchMonthName, monthInSentence } from '@portal/contract/rules';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { buttonClasses } from '@/shared/ui/button';
import { cx } from '@/shared/ui/class-names';
import { ColumnHeads } from '@/shared/ui/column-heads';
import type { ReviewListItem } from '../api/contract-types';
import { reviewMonthPath } from '../paths';
import { MonthStatusBadge } from './status-badge';

const COLUMNS = ['Medewerker', 'Maand', 'Regels', 'Totaal', 'Ingediend op', 'Status'];

// Same pattern as the declaration rows: a table from lg, labelled cards below.
const cellClasses = 'flex gap-3 py-0.5 lg:table-cell lg:px-3 lg:py-3 lg:align-middle';
const labelClasses = 'w-28 shrink-0 text-muted lg:hidden';

interface ReviewQueueProps {
  months: readonly ReviewListItem[];
  /** The queue's query, handed to the month so its way back keeps the filters. */
  queueSearch: string;
  /** Beheer's bulk approve (issue 13): a checkbox per sent month when given. */
  selection?: {
    selected: ReadonlySet<number>;
    toggle(id: number): void;
  };
}

/** Months a bulk approve can take: sent (ingediend), not yet decided. */
export const isSelectable = (item: ReviewListItem) =>
  item.status === 'sent' || item.status === 'nieuw';

export function ReviewQueue({ months, queueSearch, selection }: ReviewQueueProps) {
  return (
    <table role="table" className="block w-full border-collapse text-sm lg:table">
      <caption className="sr-only">Ingediende declaraties</caption>
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <ColumnHeads
          columns={COLUMNS}
          cellClassName="px-3 py-2 font-semibold text-muted"
          classOf={(column) => (column === 'Totaal' || column === 'Regels') && 'lg:text-right'}
          before={selection && 'Selecteren'}
          after="Openen"
        />
      </thead>
      <tbody role="rowgroup" className="block space-y-3 lg:table-row-group lg:space-y-0">
        {months.map((item) => {
          const period = monthInSentence(item.year, item.month);
          const cells: Array<[string, ReactNode, string?]> = [
            ['Medewerker', item.user.name, 'font-semibold text-ink'],
            ['Maand', `${dutchMonthName(item.month)} ${item.year}`],
            ['Regels', item.row_count, 'lg:text-right'],
            ['Totaal', formatEuro(item.total_amount), 'whitespace-nowrap lg:text-right'],
            ['Ingediend op', item.submitted_on ? formatDate(item.submitted_on) : '–'],
            ['Status', <MonthStatusBadge key="status" status={item.status} />],
          ];
          return (
            <tr
              key={item.id}
              role="row"
              className="block rounded-lg border border-line p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0"
            >
              {selection && (
                <td role="cell" className="block pb-2 lg:table-cell lg:px-3 lg:py-3">
                  {isSelectable(item) && (
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={selection.selected.has(item.id)}
                      onChange={() => selection.toggle(item.id)}
                      aria-label={`Selecteren: ${item.user.name}, ${period}`}
                    />
                  )}
                </td>
              )}
              {cells.map(([label, value, className]) => (
                <td key={label} role="cell" className={cx(cellClasses, className)}>
                  <span aria-hidden="true" className={labelClasses}>
                    {label}
                  </span>
                  <span className="min-w-0 lg:block">{value}</span>
                </td>
              ))}
              <td role="cell" className="block pt-3 lg:table-cell lg:px-3 lg:py-2 lg:text-right">
                <Link
                  to={reviewMonthPath(item.id)}
                  state={{ queueSearch }}
                  className={buttonClasses('secondary', undefined, 'sm')}
                >
                  Bekijken{' '}
                  <span className="sr-only">
                    {item.user.name}, {period}
                  </span>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
