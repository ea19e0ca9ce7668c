import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { cx } from '@/shared/ui/class-names';

/**
 * A list row's buttons side by side (never wrapped into a column: the name cell gives way);
 * under the item on a phone, at the row's end from `sm` (or at its start, under the name).
 */
export function RowActions({ children, start = false }: { children: ReactNode; start?: boolean }) {
  return (
    <div
      className={cx(
        'flex flex-wrap gap-2 sm:whitespace-nowrap',
        start ? 'justify-start' : 'sm:flex-nowrap sm:justify-end',
      )}
    >
      {children}
    </div>
  );
}

/** "Niet meer gebruiken" / "Weer gebruiken": retire something in use, or bring it back. */
export function RetireButton({
  title,
  retired,
  onToggle,
}: {
  title: string;
  retired: boolean;
  onToggle(): void;
}) {
  const text = retired ? 'Weer gebruiken' : 'Niet meer gebruiken';
  return (
    <Button size="sm" variant="secondary" aria-label={`${text}: ${title}`} onClick={onToggle}>
      {text}
    </Button>
  );
}

export function DeleteButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button size="sm" variant="danger" aria-label={`Verwijderen: ${label}`} onClick={onClick}>
      Verwijderen
    </Button>
  );
}

/** "Wijzigen" (or another text) for the row named `title`. */
export function EditButton({
  title,
  text = 'Wijzigen',
  onClick,
}: {
  title: string;
  text?: string;
  onClick(): void;
}) {
  return (
    <Button size="sm" variant="secondary" aria-label={`${text}: ${title}`} onClick={onClick}>
      {text}
    </Button>
  );
}
