import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { reviewErrorMessage } from '../api/declaration-error';
import { usePostReviewComment } from '../api/post-review-comment';
import { CommentField } from './comment-field';
import { COMMENT_REQUIRED } from './reject-dialog';

/** A remark on the month without deciding on it yet. */
export function ReviewCommentForm({ monthId, onPosted }: { monthId: number; onPosted(): void }) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const post = usePostReviewComment(monthId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!text.trim()) {
      setMissing(true);
      return;
    }
    inFlight.current = true;
    setMissing(false);
    setError(null);
    try {
      await post.mutateAsync(text.trim());
      setText('');
      onPosted();
    } catch (failure) {
      setError(reviewErrorMessage(failure));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <CommentField
        label="Opmerking"
        value={text}
        error={missing ? COMMENT_REQUIRED : null}
        onChange={setText}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <Button type="submit" variant="secondary" busy={post.isPending}>
        Opmerking plaatsen
      </Button>
    </form>
  );
}
