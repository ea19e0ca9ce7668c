import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { reviewErrorMessage } from '../api/declaration-error';
import { useBulkApprove } from '../api/bulk-approve';

const months = (count: number) => `${count} ${count === 1 ? 'maand' : 'maanden'}`;

/** What the server did with a selection, in one sentence per part. */
export function bulkResultText(result: {
  approved: readonly number[];
  skipped: ReadonlyArray<{ id: number; reason: string }>;
}): string {
  const parts = [`${months(result.approved.length)} goedgekeurd.`];
  if (result.skipped.length) {
    const reasons = [...new Set(result.skipped.map((s) => s.reason))].join(' ');
    parts.push(`${months(result.skipped.length)} overgeslagen: ${reasons}`);
  }
  return parts.join(' ');
}

/** "Geselecteerde goedkeuren" above the queue, with the SPEC §9 confirmation. */
export function BulkApproveBar({
  selected,
  onDone,
}: {
  selected: readonly number[];
  onDone(result: { tone: 'success' | 'error'; text: string }): void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approve = useBulkApprove();

  async function confirm() {
    setError(null);
    try {
      const result = await approve.mutateAsync([...selected]);
      setOpen(false);
      onDone({
        tone: result.approved.length ? 'success' : 'error',
        text: bulkResultText(result),
      });
    } catch (cause) {
      setError(reviewErrorMessage(cause));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        disabled={selected.length === 0}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Geselecteerde goedkeuren ({selected.length})
      </Button>
      <span className="text-sm text-muted">
        Alleen ingediende maanden worden goedgekeurd; de rest wordt overgeslagen.
      </span>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`${months(selected.length)} goedkeuren?`}
        description="Elke maand wordt goedgekeurd en in de geschiedenis vastgelegd."
        confirmLabel="Goedkeuren"
        onConfirm={confirm}
        error={error}
      />
    </div>
  );
}
