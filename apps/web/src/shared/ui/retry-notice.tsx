import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { isNetworkFailure, OFFLINE_MESSAGE } from '../api/load-failure';
import { useOnline } from '../hooks/use-online';
import { buttonClasses } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

/** What the notice needs of a failed TanStack query. */
export interface RetryQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

type RetryNoticeProps = { children: ReactNode } & (
  { query: RetryQuery; onRetry?: () => void } | { query?: undefined; onRetry: () => void }
);

/**
 * A load that failed (issue 25 item 10): what could not be loaded, why when the network is gone,
 * and "Opnieuw proberen", which asks again (`onRetry`, else the query's refetch). The button
 * keeps focus while it asks; when the load succeeds and the notice goes, focus moves to the
 * page's main region instead of falling back to the top of the document.
 */
export function RetryNotice({ children, query, onRetry }: RetryNoticeProps) {
  const online = useOnline();
  const box = useRef<HTMLDivElement>(null);
  const offline = isNetworkFailure(query?.error, online);
  const retrying = query?.isFetching ?? false;

  useLayoutEffect(() => {
    const element = box.current;
    return () => {
      if (!element?.contains(document.activeElement)) return;
      // After React removed the notice (and the focused button with it).
      setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        document.getElementById('inhoud')?.focus();
      });
    };
  }, []);

  function retry() {
    if (retrying) return;
    if (onRetry) onRetry();
    else void query?.refetch();
  }

  return (
    <div ref={box}>
      <Notice tone="error">
        <p className="font-semibold">{children}</p>
        {offline && <p className="mt-1">{OFFLINE_MESSAGE}</p>}
        {/* Not disabled while asking: a disabled button would drop the focus. */}
        <button
          type="button"
          aria-busy={retrying || undefined}
          onClick={retry}
          className={buttonClasses('secondary', 'mt-3', 'sm')}
        >
          {retrying && <Spinner />}
          Opnieuw proberen
        </button>
      </Notice>
    </div>
  );
}
