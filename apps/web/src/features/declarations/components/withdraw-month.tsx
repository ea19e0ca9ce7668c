import { useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { declarationErrorMessage } from '../api/declaration-error';
import { useWithdrawMonth } from '../api/withdraw-month';

/** The server explains in Dutch why it refuses: opened by a reviewer (409), closed (422). */
const WITHDRAW_REFUSALS: readonly number[] = [409, 422, 400];

/**
 * "Intrekken" beside a submitted month's status (issue 25 item 6), shown while the server says
 * the month is withdrawable; confirmed first. Not a deleting act, so a plain "Intrekken".
 */
export function WithdrawMonth({
  year,
  month,
  monthInText,
  onWithdrawn,
}: {
  year: number;
  month: number;
  /** "september 2026", for the question. */
  monthInText: string;
  onWithdrawn(): void;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawMonth(year, month);

  async function confirm() {
    try {
      await withdraw.mutateAsync();
      setOpen(false);
      onWithdrawn();
    } catch (failure) {
      setError(declarationErrorMessage(failure, { serverMessageFor: WITHDRAW_REFUSALS }));
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Intrekken
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Wil je je declaratie van ${monthInText} intrekken?`}
        description="De maand gaat terug naar concept: je kunt regels weer aanpassen en de maand opnieuw indienen. Dat kan zolang nog geen beoordelaar de maand heeft geopend."
        confirmLabel="Intrekken"
        onConfirm={confirm}
        error={error}
      />
    </>
  );
}
