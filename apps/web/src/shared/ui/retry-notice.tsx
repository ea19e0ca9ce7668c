import type { ReactNode } from 'react';
import { Button } from './button';
import { Notice } from './notice';

/** A block that failed to load: what did not load, and a button that asks again. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <Notice tone="error">
      <p>{children}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </Notice>
  );
}
