import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Notice } from '@/shared/ui/notice';
import { reviewErrorMessage } from '../api/declaration-error';
import { useRejectMonth } from '../api/reject-month';
import { CommentField } from './comment-field';

export const COMMENT_REQUIRED = 'Vul een opmerking in';

interface RejectDialogProps {
  monthId: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  onRejected(): void;
}

/** Rejecting needs a reason: the employee reads it on their month and fixes the lines. */
export function RejectDialog({ monthId, open, onOpenChange, onRejected }: RejectDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Declaratie afkeuren"
      description="De medewerker ziet je reden bij de maand en kan de declaratie daarna aanpassen en opnieuw indienen."
      size="sm"
    >
      <RejectForm monthId={monthId} onCancel={() => onOpenChange(false)} onRejected={onRejected} />
    </Modal>
  );
}

function RejectForm({
  monthId,
  onCancel,
  onRejected,
}: {
  monthId: number;
  onCancel(): void;
  onRejected(): void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const reject = useRejectMonth(monthId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    inFlight.current = true;
    setMissing(false);
    setError(null);
    try {
      await reject.mutateAsync(reason.trim());
      onRejected();
    } catch (failure) {
      setError(reviewErrorMessage(failure));
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <CommentField
        label="Reden van afkeuring"
        value={reason}
        error={missing ? COMMENT_REQUIRED : null}
        onChange={setReason}
      />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={reject.isPending}>
          Annuleren
        </Button>
        <Button type="submit" variant="danger" busy={reject.isPending}>
          Afkeuren
        </Button>
      </div>
    </form>
  );
}
