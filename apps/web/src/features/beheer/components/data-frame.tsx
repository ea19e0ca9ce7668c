import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { cx } from '@/shared/ui/class-names';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';

/** What the frame needs of a TanStack query. */
export interface FrameQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface FrameColumn {
  label: string;
  /** The header is read by a screen reader only (an actions column). */
  srOnly?: boolean;
  className?: string;
}

/** The server's Dutch message, or a general one when there is none. */
export const messageOf = (error: unknown) =>
  error instanceof ApiError && error.message ? error.message : 'Er is een fout opgetreden.';

/**
 * A sideways-scrolling box around a wide table or chart (keyboard users focus it to scroll).
 * `relative` keeps screen-reader-only text (absolutely positioned) inside the box: otherwise it
 * escapes the clipping and widens the page on a phone.
 */
export const scrollClasses =
  'relative overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

// Stacked: below `sm` every row is a small card of lines instead of a table row, so a phone
// never cuts a column off nor breaks a date over lines; from `sm` up it is the table again.
const StackedContext = createContext(false);

/**
 * Beheer's list frame: a skeleton while loading, a failed load with its retry, the empty text,
 * or the table with its caption (for screen readers) and column heads, scrolling sideways when
 * wide. Rows are `FrameRow`s of `FrameCell`s.
 */
export function DataFrame({
  query,
  label,
  caption = label,
  failure = `De ${label.toLowerCase()} konden niet worden geladen.`,
  columns,
  empty,
  stacked = false,
  children,
}: {
  query: FrameQuery;
  /** What is listed, for "… laden..." ("Functies"). */
  label: string;
  caption?: string;
  /** What could not be loaded, when "De {label} konden niet worden geladen." does not read. */
  failure?: string;
  columns: readonly FrameColumn[];
  /** Shown instead of the table when given (the list is empty). */
  empty?: ReactNode;
  stacked?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{label} laden...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-6 w-2/3" />
        ))}
      </div>
    );
  }
  if (query.isError) return <RetryNotice query={query}>{failure}</RetryNotice>;
  if (empty) return <p className="text-muted">{empty}</p>;
  return (
    <StackedContext.Provider value={stacked}>
      {/* Focusable, so a keyboard can scroll a table wider than the screen. */}
      <div tabIndex={0} role="region" aria-label={caption} className={scrollClasses}>
        <table
          className={cx('w-full border-collapse text-left text-sm', stacked && 'block sm:table')}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className={cx(stacked && 'sr-only sm:not-sr-only sm:table-header-group')}>
            <tr className="border-b border-line text-muted">
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={cx('px-3 py-2 font-semibold first:pl-0', column.className)}
                >
                  {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cx(stacked && 'block sm:table-row-group')}>{children}</tbody>
        </table>
      </div>
    </StackedContext.Provider>
  );
}

export function FrameRow({ children }: { children: ReactNode }) {
  const stacked = useContext(StackedContext);
  return (
    <tr
      className={cx(
        'border-b border-line align-top last:border-0',
        stacked && 'block py-2 sm:table-row sm:py-0',
      )}
    >
      {children}
    </tr>
  );
}

/**
 * A cell; `label` (its column's name) is shown in front of the value on a phone, where the
 * stacked rows have no visible column heads (screen readers still have them).
 */
export function FrameCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const stacked = useContext(StackedContext);
  return (
    <td
      className={cx(
        stacked
          ? 'block px-0 py-1 sm:table-cell sm:px-3 sm:py-3 sm:first:pl-0'
          : 'px-3 py-3 first:pl-0',
        className,
      )}
    >
      {stacked && label && (
        <span aria-hidden="true" className="text-muted sm:hidden">
          {label}:{' '}
        </span>
      )}
      {children}
    </td>
  );
}
