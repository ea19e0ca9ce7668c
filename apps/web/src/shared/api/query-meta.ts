import type { Query } from '@tanstack/react-query';

/**
 * `meta.errorMessage` names a failed load in the log (SPEC §8: "Error fetching posts" and
 * friends). A screen also shows its failed loads (RetryNotice, issue 25 item 10).
 */
declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet`: a screen's prefetch (shared/routing/screen-prefetch.ts); the screen reports. */
    queryMeta: { errorMessage?: string; quiet?: boolean };
  }
}

export const DEFAULT_LOAD_ERROR = 'Error fetching data';

/** The query cache's onError: every failed load is logged once, after its last retry. */
export function logLoadFailure(error: unknown, query: Pick<Query, 'meta'>): void {
  if (query.meta?.quiet) return;
  console.error(query.meta?.errorMessage ?? DEFAULT_LOAD_ERROR, error);
}
