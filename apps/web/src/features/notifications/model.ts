import { formatDate } from '@/shared/format/date';

/** The page with every notification (the bell's "Alle meldingen"). */
export const NOTIFICATIONS_PATH = '/portal/meldingen';

/** The bell's panel shows the latest ten (issue 26). */
export const PANEL_SIZE = 10;

/** A page of /portal/meldingen. */
export const PAGE_SIZE = 20;

/** While no stream is open, the bell asks for its count this often (docs/notifications.md). */
export const UNREAD_POLL_MS = 60_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "2 uur geleden": how long ago `created` (ISO 8601) was, in Dutch; a month or more ago the
 * date itself (dd-MM-yyyy), which then says more than "5 weken geleden".
 */
export function timeAgo(created: string, now: number): string {
  const then = new Date(created).getTime();
  if (Number.isNaN(then)) return created;
  // A clock a little ahead of the server's must not say "over 1 minuut".
  const ago = Math.max(0, now - then);
  if (ago < MINUTE) return 'zojuist';
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return minutes === 1 ? '1 minuut geleden' : `${minutes} minuten geleden`;
  }
  if (ago < DAY) return `${Math.floor(ago / HOUR)} uur geleden`;
  if (ago < 7 * DAY) {
    const days = Math.floor(ago / DAY);
    return days === 1 ? '1 dag geleden' : `${days} dagen geleden`;
  }
  if (ago < 30 * DAY) {
    const weeks = Math.floor(ago / (7 * DAY));
    return weeks === 1 ? '1 week geleden' : `${weeks} weken geleden`;
  }
  return formatDate(created);
}

/** "3 ongelezen meldingen": what the bell announces and its name says. */
export function unreadSentence(count: number): string {
  if (count === 0) return 'Geen ongelezen meldingen';
  return count === 1 ? '1 ongelezen melding' : `${count} ongelezen meldingen`;
}

/** The badge stays small: past 99 it says "99+" (the name and announcement say the number). */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * Where a notification leads. The server writes portal paths; anything else (a full URL, a
 * `javascript:` link) would leave the portal from a trusted-looking place, so it leads to the
 * list instead.
 */
export function notificationTarget(link: string): string {
  return /^\/portal(\/|$)/.test(link) ? link : NOTIFICATIONS_PATH;
}

export interface ListQuery {
  page: number;
  unreadOnly: boolean;
}

/** The query of /portal/meldingen: `?pagina=2&ongelezen=1`, page 1 and no filter left out. */
export function writeListQuery({ page, unreadOnly }: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('pagina', String(page));
  if (unreadOnly) params.set('ongelezen', '1');
  return params;
}

/** `/portal/meldingen` with its page and filter. */
export function notificationsPath(page: number, unreadOnly: boolean): string {
  const search = writeListQuery({ page, unreadOnly }).toString();
  return search ? `${NOTIFICATIONS_PATH}?${search}` : NOTIFICATIONS_PATH;
}

/** The page and filter of /portal/meldingen from its query; nonsense reads as page 1. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const page = Number(params.get('pagina'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    unreadOnly: params.get('ongelezen') === '1',
  };
}
