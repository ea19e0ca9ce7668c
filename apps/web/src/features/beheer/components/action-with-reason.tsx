import { useId, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * A header action of Beheer (a new link, deactivating): closed with its reason beneath when the
 * signed-in person may not use it, so they see why instead of a missing button.
 */
export function ActionWithReason({
  reason,
  busy,
  onClick,
  children,
}: {
  /** Why it is closed; undefined when it is open. */
  reason?: string;
  busy?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex max-w-60 flex-col items-start gap-1">
      <Button
        variant="secondary"
        busy={busy}
        disabled={reason !== undefined}
        aria-describedby={reason ? id : undefined}
        onClick={onClick}
      >
        {children}
      </Button>
      {reason && (
        <p id={id} className="text-xs text-muted">
          {reason}
        </p>
      )}
    </div>
  );
}
