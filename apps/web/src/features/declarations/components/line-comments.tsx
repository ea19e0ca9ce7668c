import type { DeclarationRow } from '@portal/contract';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/format/date';
import type { DeclarationComment } from '../api/contract-types';
import { authorName } from './comments-list';

/** The reviewers' comments on one line, under that line (issue 25 item 7). */
export function LineComments({ comments }: { comments: readonly DeclarationComment[] }) {
  if (comments.length === 0) return null;
  return (
    <ul aria-label="Opmerkingen bij deze regel" className="space-y-1">
      {comments.map((comment) => (
        <li
          key={comment.id}
          className="rounded-md border-l-4 border-accent bg-accent-soft px-3 py-2 text-sm text-ink"
        >
          <span className="font-semibold">Opmerking van {authorName(comment)}</span>{' '}
          <time dateTime={comment.posted_on.slice(0, 10)} className="text-muted">
            ({formatDate(comment.posted_on)})
          </time>
          : <span className="whitespace-pre-line">{comment.comment}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A row note of the lines' comments and another note (the duplicate warning), or null when a
 * line has neither, so the table adds no empty row.
 */
export function withLineComments(
  comments: readonly DeclarationComment[],
  other: (row: DeclarationRow) => ReactNode,
) {
  return (row: DeclarationRow): ReactNode => {
    const mine = comments.filter((comment) => comment.row_id === row.id);
    const note = other(row);
    if (mine.length === 0 && !note) return null;
    return (
      <div className="space-y-2">
        {note}
        <LineComments comments={mine} />
      </div>
    );
  };
}
