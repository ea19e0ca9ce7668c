import { createContext, useContext, useEffect } from 'react';

/** A screen's own title; `inTopBar` shows it in the top bar too, instead of the route's. */
export interface PageTitle {
  title: string;
  inTopBar: boolean;
}

/** Set by the root layout: a screen's own page title instead of its route's (a news item). */
export const PageTitleContext = createContext<((title: PageTitle | null) => void) | null>(null);

/** The title a screen gave the top bar (the month screen's "Declaraties – september 2026"). */
export const TopBarTitleContext = createContext<string | null>(null);

/**
 * Titles the browser tab after what the screen shows, e.g. the news item's title, while the
 * screen is open; without a title (still loading) the route's title stays. With `inTopBar` the
 * top bar says it too, where the page's heading alone would not name it (issue 25: the month).
 */
export function usePageTitle(
  title: string | null | undefined,
  { inTopBar = false }: { inTopBar?: boolean } = {},
): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle || !title) return;
    setTitle({ title, inTopBar });
    return () => setTitle(null);
  }, [setTitle, title, inTopBar]);
}

/** The top bar's title: the screen's own when it asked for one, else null. */
export function useTopBarTitle(): string | null {
  return useContext(TopBarTitleContext);
}
