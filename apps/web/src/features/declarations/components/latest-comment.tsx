import type { DeclarationComment } from '../api/contract-types';
import { formatDate } from '@/shared/format/date';
import { authorName } from './comments-list';

interface LatestCommentProps {
  comment: DeclarationComment;
  /** How many comments the list below holds. */
  total: number;
  /** Moves to the full list ("Opmerkingen") further down the page. */
  onShowAll: () => void;
}

/**
 * The reviewer's latest word on a rejected month, at the top beside its status (issue 25): the
 * owner reads why without scrolling past every line, and the full list stays further down.
 */
export function LatestComment({ comment, total, onShowAll }: LatestCommentProps) {
  return (
    <figure className="mt-3 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-ink">
      <figcaption className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{authorName(comment)}</span>
        <time dateTime={comment.posted_on.slice(0, 10)} className="text-muted">
          {formatDate(comment.posted_on)}
        </time>
      </figcaption>
      <blockquote className="mt-1 whitespace-pre-line">{comment.comment}</blockquote>
      <a
        href="#opmerkingen-titel"
        onClick={(event) => {
          event.preventDefault();
          onShowAll();
        }}
        className="mt-2 inline-block font-medium text-accent-strong underline underline-offset-2 hover:text-accent"
      >
        alle opmerkingen{total > 1 ? ` (${total})` : ''}
      </a>
    </figure>
  );
}
