import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from './class-names';
import { Notice } from './notice';

/** SPEC §9: notices last 5 seconds. */
export const NOTICE_DURATION_MS = 5_000;

export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/** A screen's passing notice; each `show` is a new object, so the 5-second timer restarts. */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const show = useCallback((tone: Flash['tone'], text: string) => setFlash({ tone, text }), []);
  const dismiss = useCallback(() => setFlash(null), []);
  return { flash, show, dismiss };
}

/**
 * Shows a notice for 5 seconds, or until closed. The live region stays in the page so that a
 * notice appearing in it is announced.
 */
export function FlashNotice({
  flash,
  onDismiss,
  className,
}: {
  flash: Flash | null;
  onDismiss(): void;
  className?: string;
}) {
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => dismiss.current(), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  return (
    // Empty, it takes no room: no gap (from a parent's space-y) above what follows.
    <div aria-live="polite" className={cx('empty:mb-0', className)}>
      {flash && (
        <Notice tone={flash.tone} onClose={onDismiss}>
          {flash.text}
        </Notice>
      )}
    </div>
  );
}
