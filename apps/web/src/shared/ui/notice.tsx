import type { ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './close-icon';

type Tone = 'success' | 'error' | 'info';

export interface NoticeProps {
  tone: Tone;
  children: ReactNode;
  /** When given, the notice gets a close button (SPEC §8: notices can be closed). */
  onClose?: () => void;
  className?: string;
}

const tones: Record<Tone, string> = {
  success: 'border-success/40 bg-success-soft text-success-ink',
  error: 'border-danger/40 bg-danger-soft text-danger-ink',
  info: 'border-accent/30 bg-accent-soft text-ink',
};

export function Notice({ tone, children, onClose, className }: NoticeProps) {
  return (
    <div
      // Errors interrupt; confirmations wait their turn.
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex items-start gap-3 rounded-md border px-4 py-3 text-sm',
        tones[tone],
        className,
      )}
    >
      <div className="flex-1">{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label="Melding sluiten"
          className="-m-1 rounded p-1 opacity-80 hover:opacity-100"
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
