import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Flash } from '@/shared/ui/flash-notice';
import { overviewNotice } from './year-overview';

const NOTICE_PARAMS = ['success', 'error', 'message'];

/**
 * A notice handed over in the query (`?success=1&message=…`). Dismissing it takes the
 * parameters out of the address, so reloading or going back does not show it again.
 */
export function useQueryNotice(): { flash: Flash | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const success = params.get('success');
  const error = params.get('error');
  const message = params.get('message');
  // One object per distinct notice, so its 5-second timer is not restarted by re-renders.
  const flash = useMemo(
    () => overviewNotice({ success, error, message }),
    [success, error, message],
  );
  const dismiss = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of NOTICE_PARAMS) next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { flash, dismiss };
}
