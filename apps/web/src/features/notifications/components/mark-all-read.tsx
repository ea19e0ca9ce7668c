import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/notice';
import { useMarkRead } from '../api/mark-read';

export const MARK_ALL_FAILED =
  'Het lukte niet om alles als gelezen te markeren. Probeer het opnieuw.';

/**
 * "Alles gelezen". With nothing unread it stays in place but does nothing (aria-disabled), so
 * the focus it has after a press is not lost.
 */
export function MarkAllRead({ unread }: { unread: number }) {
  const markRead = useMarkRead();
  const [failed, setFailed] = useState(false);
  const idle = unread === 0;

  function markAll() {
    if (idle || markRead.isPending) return;
    setFailed(false);
    markRead.mutate({ all: true }, { onError: () => setFailed(true) });
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={idle || undefined}
        aria-busy={markRead.isPending || undefined}
        onClick={markAll}
      >
        Alles gelezen
      </Button>
      {failed && (
        <Notice tone="error" onClose={() => setFailed(false)} className="basis-full">
          {MARK_ALL_FAILED}
        </Notice>
      )}
    </>
  );
}
