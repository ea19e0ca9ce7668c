import { Button } from '@/shared/ui/button';
import { FlashNotice, type Flash } from '@/shared/ui/flash-notice';

/**
 * The end of a profile form that saves with one button: the form's passing notice, then its
 * submit button on the right, reading "Opslaan..." while the save runs.
 */
export function SaveFooter({
  flash,
  onDismiss,
  busy,
  label,
}: {
  flash: Flash | null;
  onDismiss(): void;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <FlashNotice flash={flash} onDismiss={onDismiss} />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {busy ? 'Opslaan...' : label}
        </Button>
      </div>
    </>
  );
}
