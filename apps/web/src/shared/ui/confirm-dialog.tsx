import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { Modal } from './modal';
import { Notice } from './notice';

export const CONFIRM_DEFAULT_TITLE = 'Pas op, weet je het zeker?';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** SPEC §9: "Pas op, weet je het zeker?" unless the action has its own question. */
  title?: string;
  description?: ReactNode;
  confirmLabel?: string;
  /**
   * A confirmation that deletes: its main button is red; name it for the act ("Verwijderen",
   * issue 25 item 16), not "Doorgaan".
   */
  destructive?: boolean;
  /** Runs once per confirmation: clicks while it is running are ignored. */
  onConfirm(): void | Promise<void>;
  /** Shown inside the dialog when the action failed, so the user can retry or close. */
  error?: string | null;
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** SPEC §9 confirmation with the buttons "Sluiten" and "Doorgaan". */
export function ConfirmDialog({
  open,
  onOpenChange,
  title = CONFIRM_DEFAULT_TITLE,
  description,
  confirmLabel = 'Doorgaan',
  destructive = false,
  onConfirm,
  error,
  returnFocusTo,
}: ConfirmDialogProps) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    // The ref, not the state, guards: a double click arrives before React re-renders.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      hideCloseButton
      returnFocusTo={returnFocusTo}
    >
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          Sluiten
        </Button>
        <Button
          variant={destructive ? 'destructive' : 'primary'}
          onClick={() => void confirm()}
          busy={busy}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
