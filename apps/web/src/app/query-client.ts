import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { logLoadFailure } from '@/shared/api/query-meta';

/** A 4xx will not get better by asking again; only a lost connection or a 5xx is retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logLoadFailure }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
