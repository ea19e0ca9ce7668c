/**
 * The receipt links in a month's rows (`restricted_view_url`) live at most 10 minutes on the
 * server, so a screen that shows them reads them again before they run out, and on return to
 * the tab.
 */
export const receiptLinkRefresh = {
  refetchInterval: 5 * 60_000,
  refetchOnWindowFocus: true,
} as const;
