import { createContext, useContext, useEffect } from 'react';

/** Set by the root layout: a screen's own page title instead of its route's (a news item). */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * Titles the browser tab after what the screen shows, e.g. the news item's title, while the
 * screen is open; without a title (still loading) the route's title stays.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle || !title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
