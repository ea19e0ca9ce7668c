import type { DeclarationRow } from '@portal/contract';
import { forwardRef, useId, useImperativeHandle } from 'react';
import { Button } from '@/shared/ui/button';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { usePostReviewComment } from '../api/post-review-comment';
import { CommentField } from './comment-field';
import { lineLabel } from './comments-list';
import { useRequiredComment } from './use-required-comment';

export interface ReviewCommentFormHandle {
  /** Sets "Over" to this line and puts the cursor in the comment (a line's own button). */
  commentOnLine(rowId: number): void;
}

/** A remark on the month, or on one of its lines (issue 25 item 7), without deciding yet. */
export const ReviewCommentForm = forwardRef<
  ReviewCommentFormHandle,
  { monthId: number; rows: readonly DeclarationRow[]; onPosted(): void }
>(function ReviewCommentForm({ monthId, rows, onPosted }, ref) {
  const id = useId();
  const post = usePostReviewComment(monthId);
  const form = useRequiredComment(
    (comment, rowId) => post.mutateAsync({ comment, rowId }),
    onPosted,
  );
  useImperativeHandle(ref, () => ({ commentOnLine: form.commentOnLine }), [form.commentOnLine]);

  return (
    <form noValidate onSubmit={form.submit} className="space-y-3">
      {rows.length > 0 && (
        <div className="space-y-1">
          <label htmlFor={`${id}-line`} className={labelClasses}>
            Over
          </label>
          <select id={`${id}-line`} className={inputClasses} {...form.lineField}>
            <option value="">De hele maand</option>
            {rows.map((row) => (
              <option key={row.id} value={row.id}>
                {`Regel ${lineLabel(row)}`}
              </option>
            ))}
          </select>
        </div>
      )}
      <CommentField label="Opmerking" error={form.fieldError} field={form.field} />
      {form.error && <Notice tone="error">{form.error}</Notice>}
      <Button type="submit" variant="secondary" busy={post.isPending}>
        Opmerking plaatsen
      </Button>
    </form>
  );
});
