import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Notice } from '@/shared/ui/notice';
import { useRejectMonth } from '../api/reject-month';
import { CommentField } from './comment-field';
import { useRequiredComment } from './use-required-comment';

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
  const reject = useRejectMonth(monthId);
  const form = useRequiredComment((reason) => reject.mutateAsync(reason), onRejected);

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <CommentField label="Reden van afkeuring" error={form.fieldError} field={form.field} />
      {form.error && <Notice tone="error">{form.error}</Notice>}
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
