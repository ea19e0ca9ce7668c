import type { NotificationKind } from '@portal/contract/endpoints/notifications';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The portal page a mail's link opens; it calls the unsubscribe endpoint. */
export const UNSUBSCRIBE_PAGE = '/portal/meldingen/uitschrijven';

/**
 * The link in every notification mail that turns its kind off without signing in
 * (docs/notifications.md, "E-mail"): `t` is an HMAC of user and kind with the server's signing
 * key, under a scope of its own, so it opens nothing else and no other kind or user. It does
 * not expire: a mail read a year later still unsubscribes.
 */
export function createUnsubscribeLinks(signingKey: string, publicUrl: string) {
  const sign = (userId: number, kind: NotificationKind) =>
    createHmac('sha256', signingKey)
      .update(`notification-unsubscribe:${userId}:${kind}`)
      .digest('base64url');

  return {
    /** The query of a link: `u`, `k`, `t`. */
    query(userId: number, kind: NotificationKind): string {
      return new URLSearchParams({ u: String(userId), k: kind, t: sign(userId, kind) }).toString();
    },
    /** The page's address, for the mail's text. */
    page(userId: number, kind: NotificationKind): string {
      return `${publicUrl}${UNSUBSCRIBE_PAGE}?${this.query(userId, kind)}`;
    },
    verify(userId: number, kind: NotificationKind, signature: string): boolean {
      const expected = Buffer.from(sign(userId, kind));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
