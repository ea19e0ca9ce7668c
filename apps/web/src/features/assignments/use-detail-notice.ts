import { ASSIGNMENT_MESSAGES } from '@portal/contract/rules';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useFlash } from '@/shared/ui/flash-notice';

/**
 * The detail's notice bar (SPEC §2, §8). Arriving with `?created=true` shows "De opdracht is
 * succesvol aangemaakt" once: the query is taken out of the address at once, so a reload or the
 * way back does not show it again.
 */
export function useDetailNotice() {
  const flash = useFlash();
  const [params, setParams] = useSearchParams();
  const created = params.has('created');
  const { show } = flash;
  useEffect(() => {
    if (!created) return;
    show('success', ASSIGNMENT_MESSAGES.created);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('created');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [created, show, setParams]);
  return flash;
}
