import { flexRender, type ColumnDef, type Table } from '@tanstack/react-table';
import { cx } from '@/shared/ui/class-names';
import { Skeleton } from '@/shared/ui/skeleton';

const SKELETON_ROWS = 5;

/** A column's `meta.className` (e.g. hidden on a phone), for its header and its cells. */
export const cellClass = (meta: unknown) => (meta as { className?: string } | undefined)?.className;

/** The rows of a Beheer table (TanStack Table), or skeleton rows while `loading`. */
export function TableBody<T>({
  table,
  columns,
  loading,
}: {
  table: Table<T>;
  columns: ReadonlyArray<ColumnDef<T, never>>;
  loading: boolean;
}) {
  return (
    <tbody>
      {loading
        ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <tr key={index} data-testid="row-skeleton" className="border-b border-line">
              {columns.map((skeleton, cell) => (
                <td key={cell} className={cx('px-3 py-3', cellClass(skeleton.meta))}>
                  <Skeleton className="h-4 w-full max-w-48" />
                </td>
              ))}
            </tr>
          ))
        : table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-b border-line last:border-0">
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cx('px-3 py-3 align-middle', cellClass(cell.column.columnDef.meta))}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
    </tbody>
  );
}
