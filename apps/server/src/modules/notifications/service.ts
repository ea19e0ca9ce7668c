import type {
  NotificationKind,
  NotificationPreferences,
} from '@portal/contract/endpoints/notifications';
import { WpHttpError } from '../../http/errors.js';
import type { NotificationRow, NotificationsRepository } from './repository.js';
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

    unreadCount: (userId: number) => repo.unreadCount(userId),

    async markRead(userId: number, which: { ids: number[] } | { all: true }) {
      return { success: true as const, unread: await repo.markRead(userId, which) };
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
