import { cx } from './class-names';

/** A header cell read by screen readers only (a column of checkboxes or buttons). */
function HiddenHead({ label, className }: { label: string; className: string }) {
  return (
    <th role="columnheader" scope="col" className={className}>
      <span className="sr-only">{label}</span>
    </th>
  );
}

/**
 * The header row of a data table whose cells may be restyled as a list on narrow screens (hence
 * the explicit roles): one header per column, with `classOf` adding a column's own classes (its
 * alignment), and optional hidden headers before and after (selection, actions).
 */
export function ColumnHeads({
  columns,
  cellClassName,
  classOf,
  before,
  after,
}: {
  columns: readonly string[];
  cellClassName: string;
  classOf?: (column: string) => string | false | undefined;
  before?: string | false;
  after?: string | false;
}) {
  const padding = cellClassName.match(/\bp[xy]-\S+/g)?.join(' ') ?? '';
  return (
    <tr role="row" className="border-b border-line text-left">
      {before && <HiddenHead label={before} className={padding} />}
      {columns.map((column) => (
        <th
          key={column}
          role="columnheader"
          scope="col"
          className={cx(cellClassName, classOf?.(column))}
        >
          {column}
        </th>
      ))}
      {after && <HiddenHead label={after} className={cx(padding, 'text-right')} />}
    </tr>
  );
}
