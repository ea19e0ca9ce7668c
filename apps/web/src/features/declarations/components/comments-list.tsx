import type { DeclarationRow } from '@portal/contract';
import type { DeclarationComment } from '../api/contract-types';
import { formatDate } from '@/shared/format/date';
import { formatEuro } from '@/shared/format/money';

export const authorName = ({ user }: DeclarationComment) =>
  [user.firstname, user.middlename, user.lastname].filter(Boolean).join(' ');

/** How a comment names its line (issue 25 item 7): "12-09-2026 · Lunch · € 12,50". */
export const lineLabel = (row: Pick<DeclarationRow, 'date' | 'type' | 'amount'>) =>
  `${formatDate(row.date)} · ${row.type} · ${formatEuro(row.amount)}`;

/**
 * Reviewers' comments on a month (SPEC §2): who, when, what, and (issue 25 item 7) the line a
 * comment is about, named from the month's `rows`.
 */
export function CommentsList({
  comments,
  rows = [],
}: {
  comments: readonly DeclarationComment[];
  rows?: readonly DeclarationRow[];
}) {
  return (
    <ul className="space-y-3">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-md border border-line bg-surface p-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-ink">{authorName(comment)}</span>
            <time dateTime={comment.posted_on.slice(0, 10)} className="text-muted">
              {formatDate(comment.posted_on)}
            </time>
          </p>
          <LineOf row={rows.find((row) => row.id === comment.row_id)} />
          <p className="mt-1 whitespace-pre-line text-ink">{comment.comment}</p>
        </li>
      ))}
    </ul>
  );
}

function LineOf({ row }: { row: DeclarationRow | undefined }) {
  if (!row) return null;
  return (
    <p className="mt-1 text-muted">
      Over de regel: <span className="text-ink">{lineLabel(row)}</span>
    </p>
  );
}
