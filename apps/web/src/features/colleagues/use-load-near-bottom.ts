import { useEffect, useRef } from 'react';
import { LOAD_MORE_DEBOUNCE_MS, LOAD_MORE_DISTANCE_PX } from './model';

function nearBottom(): boolean {
  const { scrollHeight } = document.documentElement;
  return scrollHeight - (window.scrollY + window.innerHeight) <= LOAD_MORE_DISTANCE_PX;
}

/**
 * SPEC §9: the next page loads when the page is scrolled to within 100 px of its bottom, once
 * scrolling has been still for 300 ms. After each new page (or filter) the check runs again at
 * once, so a list that does not fill the window (a narrow filter) keeps loading.
 */
export function useLoadNearBottom(load: () => void, { after }: { after: unknown }) {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (nearBottom()) latest.current();
      }, LOAD_MORE_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, []);

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (nearBottom()) latest.current();
    });
    return () => cancelAnimationFrame(frame);
  }, [after]);
}
