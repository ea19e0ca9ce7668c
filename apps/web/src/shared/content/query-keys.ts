/**
 * The first parts of the portal's content queries. The screens build their keys on these, and
 * Beheer invalidates them after a write, so an editor sees the change on the portal at once.
 */
export const CONTENT_QUERY_ROOTS = {
  news: ['news'],
  dashboardNews: ['dashboard', 'latest-news'],
  handbook: ['handbook'],
  library: ['library'],
  intranetOptions: ['options', 'intranet'],
} as const;
