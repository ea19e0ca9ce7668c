import type {
  NotificationKind,
  NotificationPreferences,
} from '@portal/contract/endpoints/notifications';
import { WpHttpError } from '../../http/errors.js';
import type { NotificationRow, NotificationsRepository } from './repository.js';
import type { UnreadCountCache } from './unread-cache.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

const present = (row: NotificationRow) => ({
  id: row.id,
  kind: row.kind,
  created: row.created.toISOString(),
  read: row.read,
  done: row.done,
  text: row.text,
  link: row.link,
  actor:
    row.actor_id !== null && row.actor_name !== null
      ? { id: row.actor_id, name: row.actor_name }
      : null,
});

const badLink = () =>
  new WpHttpError(
    400,
    'invalid_unsubscribe_link',
    'Deze afmeldlink klopt niet. Open de link uit de e-mail opnieuw.',
  );

/** The signed-in user's notifications and e-mail choices; the mail's unsubscribe link. */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  links: UnsubscribeLinks;
  /** The bell's counts, kept between changes (unread-cache.ts). */
  counts: Pick<UnreadCountCache, 'get' | 'changed'>;
}) {
  const { repo } = deps;
  return {
    async list(userId: number, query: { page: number; per_page: number; unread?: '0' | '1' }) {
      const { items, total, unread } = await repo.page(userId, {
        page: query.page,
        perPage: query.per_page,
        unread: query.unread === '1',
      });
      return {
        items: items.map(present),
        total,
        totalPages: Math.ceil(total / query.per_page),
        unread,
      };
    },

    unreadCount: (userId: number) => deps.counts.get(userId),

    async markRead(userId: number, which: { ids: number[] } | { all: true }) {
      const unread = await repo.markRead(userId, which);
      // The channel tells every instance; this one forgets at once, so the reader's next
      // count is never the one from before.
      deps.counts.changed([userId]);
      return { success: true as const, unread };
    },

    async preferences(userId: number) {
      return { kinds: await repo.preferences(userId) };
    },

    async setPreferences(userId: number, body: NotificationPreferences) {
      await repo.setPreferences(userId, body.kinds);
      return { kinds: await repo.preferences(userId) };
    },

    /** Turns one kind off for the link's user; a signature of anything else is refused. */
    async unsubscribe(query: { u: number; k: NotificationKind; t: string }) {
      if (!deps.links.verify(query.u, query.k, query.t)) throw badLink();
      // A user deleted since the mail has nothing to turn off; the insert would fail its key.
      if ((await repo.setPreferences(query.u, { [query.k]: 'off' })) === 0) throw badLink();
      return { success: true as const, kind: query.k };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
