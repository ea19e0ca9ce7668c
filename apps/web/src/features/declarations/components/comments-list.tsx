import type { DeclarationComment } from '../api/contract-types';
import { formatDate } from '@/shared/format/date';

export const authorName = ({ user }: DeclarationComment) =>
  [user.firstname, user.middlename, user.lastname].filter(Boolean).join(' ');

/** Reviewers' comments on a month (SPEC §2): who, when, what. */
export function CommentsList({ comments }: { comments: readonly DeclarationComment[] }) {
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
          <p className="mt-1 whitespace-pre-line text-ink">{comment.comment}</p>
        </li>
      ))}
    </ul>
  );
}
