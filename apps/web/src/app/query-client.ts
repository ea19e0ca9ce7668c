import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { logLoadFailure } from '@/shared/api/query-meta';

/**
 * A 4xx will not get better by asking again; only a lost connection or a 5xx is retried, and
 * not while the browser says it is offline (the screen says so at once, issue 25 item 10).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logLoadFailure }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Offline, a load fails (and the screen says "Geen verbinding…") instead of waiting
        // unseen behind its skeleton, as TanStack's default 'online' mode would.
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
