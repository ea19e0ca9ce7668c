import {
  unsubscribeNotifications,
  unsubscribeQuerySchema,
} from '@portal/contract/endpoints/notifications';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApiClient } from '@/shared/api/api-client-context';

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
 * needed. Only on the reader's "Afmelden": mail scanners and link previews open every link in a
 * mail (some run its scripts), and must not turn anything off. Mail programs that offer their
 * own unsubscribe button post the List-Unsubscribe link themselves (RFC 8058).
 */
export function useUnsubscribe() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (link: UnsubscribeLink) => api.call(unsubscribeNotifications, { query: link }),
    meta: { errorMessage: 'Error unsubscribing' },
  });
}
