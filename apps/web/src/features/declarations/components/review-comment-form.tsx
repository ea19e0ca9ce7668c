import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { usePostReviewComment } from '../api/post-review-comment';
import { CommentField } from './comment-field';
import { useRequiredComment } from './use-required-comment';

/** A remark on the month without deciding on it yet. */
export function ReviewCommentForm({ monthId, onPosted }: { monthId: number; onPosted(): void }) {
  const post = usePostReviewComment(monthId);
  const form = useRequiredComment((text) => post.mutateAsync(text), onPosted);

  return (
    <form noValidate onSubmit={form.submit} className="space-y-3">
      <CommentField label="Opmerking" error={form.fieldError} field={form.field} />
      {form.error && <Notice tone="error">{form.error}</Notice>}
      <Button type="submit" variant="secondary" busy={post.isPending}>
        Opmerking plaatsen
      </Button>
    </form>
  );
}
