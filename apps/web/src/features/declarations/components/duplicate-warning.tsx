import type { DeclarationRow, DuplicateLine } from '@portal/contract';
import { dutchMonthName } from '@portal/contract/rules';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';
import { cx } from '@/shared/ui/class-names';
import { linePath, reviewLinePath } from '../paths';

/** "Parkeren van 16-09-2026, € 12,50 (september 2026)", and whether the receipt is the same. */
export function duplicateLineText(line: DuplicateLine): string {
  const month = `${dutchMonthName(line.month).toLowerCase()} ${line.year}`;
  const text = `${line.type} van ${formatDate(line.date)}, ${formatEuro(line.amount)} (${month})`;
  return line.reason === 'same_receipt' ? `${text}, met dezelfde bon` : text;
}

interface DuplicateWarningProps {
  duplicates: readonly DuplicateLine[];
  /** Where the other line is shown (its month, highlighted); null: no link (not reachable). */
  hrefOf(line: DuplicateLine): string | null;
  /** The sentence before the lines; the reviewer's differs from the owner's. */
  lead?: string;
  /** Links open in a new tab (the form keeps what was typed). */
  newTab?: boolean;
  /** In the form the warning appears while typing and is announced; in a list it is not. */
  live?: boolean;
  className?: string;
}

/** Issue 14: a line that looks like one already declared. A warning only: saving still works. */
export function DuplicateWarning({
  duplicates,
  hrefOf,
  lead = 'Lijkt op een regel die je al hebt gedeclareerd:',
  newTab = false,
  live = false,
  className,
}: DuplicateWarningProps) {
  if (duplicates.length === 0) return null;
  return (
    <div
      role={live ? 'status' : undefined}
      className={cx(
        'rounded-md border border-warning-ink/30 bg-warning-soft px-3 py-2 text-sm text-warning-ink',
        className,
      )}
    >
      <span className="font-semibold">{lead}</span>{' '}
      {duplicates.map((line, index) => {
        const href = hrefOf(line);
        const text = duplicateLineText(line);
        return (
          <span key={line.id}>
            {index > 0 && '; '}
            {href ? (
              <Link
                to={href}
                target={newTab ? '_blank' : undefined}
                rel={newTab ? 'noopener' : undefined}
                className="font-medium underline hover:no-underline"
              >
                {text}
                {newTab && <span className="sr-only"> (opent in een nieuw tabblad)</span>}
              </Link>
            ) : (
              text
            )}
          </span>
        );
      })}
      .
    </div>
  );
}

/** Under a saved line on the owner's month screen: the link leads to the other line's month. */
export function ownerRowDuplicates(row: DeclarationRow) {
  if (row.duplicate_of.length === 0) return null;
  return (
    <DuplicateWarning
      duplicates={row.duplicate_of}
      hrefOf={(line) => linePath(line.year, line.month, line.id)}
    />
  );
}

/**
 * Under a line on the review screen: the other line's month opens on the review screen when it
 * was submitted (a month still being written is not the reviewer's to open).
 */
export function reviewRowDuplicates(row: DeclarationRow) {
  if (row.duplicate_of.length === 0) return null;
  return (
    <DuplicateWarning
      duplicates={row.duplicate_of}
      lead="Lijkt op een regel die al is gedeclareerd:"
      hrefOf={(line) => (line.month_submitted ? reviewLinePath(line.month_id, line.id) : null)}
    />
  );
}
