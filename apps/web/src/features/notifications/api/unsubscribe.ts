import {
  unsubscribeNotifications,
  unsubscribeQuerySchema,
} from '@portal/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '@/shared/api/api-client-context';
import { notificationKeys } from './query-keys';

export type UnsubscribeLink = z.output<typeof unsubscribeQuerySchema>;

/** The mail link's user, kind and signature, or null when the address does not hold them. */
export function readUnsubscribeLink(params: URLSearchParams): UnsubscribeLink | null {
  const parsed = unsubscribeQuerySchema.safeParse({
    u: params.get('u') ?? undefined,
    k: params.get('k') ?? undefined,
    t: params.get('t') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * POST /intranet/v1/notification-preferences/unsubscribe: turns the link's kind off, no sign-in
 * needed. A query rather than a mutation: it runs once for the address, also when React mounts
 * the screen twice (StrictMode), and turning a kind off twice is the same as once.
 */
export function useUnsubscribe(link: UnsubscribeLink | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...notificationKeys.all, 'unsubscribe', link] as const,
    queryFn: () => api.call(unsubscribeNotifications, { query: link! }),
    enabled: link !== null,
    staleTime: Infinity,
    meta: { errorMessage: 'Error unsubscribing' },
  });
}
