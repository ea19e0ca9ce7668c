import { useEffect, useRef } from 'react';

/** Below Tailwind's `sm`: the twelve month cards stand in one column. */
const PHONE = '(max-width: 639.98px)';

/**
 * On a phone the year's months stand in one long column; the current year opens scrolled to
 * the current month (issue 25), the card marked `aria-current="date"` in the list. On a wider
 * screen every month is in view already, and another year starts at the top.
 */
export function useStartAtCurrentMonth<T extends HTMLElement>(isCurrentYear: boolean) {
  const list = useRef<T>(null);
  useEffect(() => {
    if (!isCurrentYear || !window.matchMedia?.(PHONE).matches) return;
    list.current
      ?.querySelector<HTMLElement>('[aria-current="date"]')
      ?.scrollIntoView?.({ block: 'start' });
  }, [isCurrentYear]);
  return list;
}
