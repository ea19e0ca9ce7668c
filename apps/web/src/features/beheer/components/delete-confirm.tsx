import { useState } from 'react';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorText } from '../model/reference-data';

/**
 * "… verwijderen?" for a row of a Beheer list: deletes on confirmation; when the server refuses
 * (still in use), its Dutch reason stays in the dialog.
 */
export function DeleteConfirm<T extends { id: number }>({
  item,
  title,
  describe,
  remove,
  onClose,
  onDeleted,
}: {
  /** The row to delete; null keeps the dialog closed. */
  item: T | null;
  title: string;
  describe(item: T): string;
  remove(id: number): Promise<unknown>;
  onClose(): void;
  onDeleted(item: T): void;
}) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
          setError(null);
        }
      }}
      title={title}
      description={item ? describe(item) : undefined}
      confirmLabel="Verwijderen"
      destructive
      error={error}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove(item.id);
          onDeleted(item);
          onClose();
        } catch (cause) {
          setError(errorText(cause));
        }
      }}
    />
  );
}
