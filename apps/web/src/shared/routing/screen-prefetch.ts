import type {
  FetchInfiniteQueryOptions,
  QueryClient,
  QueryKey,
  UseQueryOptions,
} from '@tanstack/react-query';
import type { SessionUser } from '@portal/contract';
import type { Params } from 'react-router';
import type { ApiClient } from '@/shared/api/api-client';

export interface PrefetchContext {
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * Starts a screen's first queries (same keys and options as the screen's own hooks, so the
 * screen reuses them and no request is made twice). Its promise settles when they are done.
 */
export type ScreenPrefetch = (
  context: PrefetchContext & {
    params: Params;
    searchParams: URLSearchParams;
    /** The signed-in user as stored (not yet confirmed by the start-up token check). */
    user: SessionUser | null;
  },
) => Promise<unknown>;

/**
 * One query of a prefetch. A failure leaves no trace (not logged, not cached): the screen then
 * loads it as it always does, with its retries and its one log line (SPEC §8).
 */
export async function prefetchQuietly<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: UseQueryOptions<T, Error, T, K> & { queryKey: K },
): Promise<void> {
  await queryClient.prefetchQuery({
    ...options,
    retry: false,
    meta: { ...options.meta, quiet: true },
  });
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}

/** prefetchQuietly for a paged list: its first page, with the same quiet failure. */
export async function prefetchInfiniteQuietly<T, K extends QueryKey, P>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): Promise<void> {
  await queryClient.prefetchInfiniteQuery({
    ...options,
    retry: false,
    meta: { ...options.meta, quiet: true },
  });
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
