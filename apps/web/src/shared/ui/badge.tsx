import type { ReactNode } from 'react';
import { cx } from './class-names';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'danger' | 'muted' | 'warning' | 'blue';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-line bg-white text-ink',
  info: 'border-accent/30 bg-accent-soft text-accent-strong',
  success: 'border-success/30 bg-success-soft text-success-ink',
  danger: 'border-danger/30 bg-danger-soft text-danger-ink',
  muted: 'border-line bg-surface text-muted',
  warning: 'border-warning-ink/30 bg-warning-soft text-warning-ink',
  blue: 'border-blue-ink/30 bg-blue-soft text-blue-ink',
};

/** A short status word; the text itself carries the meaning, the colour only supports it. */
export function Badge({
  tone = 'neutral',
  children,
  id,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  id?: string;
}) {
  return (
    <span
      id={id}
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
