import type { Transaction } from '../../db/client.js';
import type { Notifier } from '../notifications/notify.js';
import { nameOf } from '../notifications/recipients.js';
import { newsPublishedText } from '../notifications/texts.js';

/** The post type whose publication tells everyone (SPEC's Nieuws). */
export const NEWS_TYPE = 'nieuws';

/** A news post as its notification needs it. */
export interface PublishedNews {
  id: number;
  title: string;
  /** Who made it public: the editor, or for a scheduled one its author; null for nobody. */
  publishedBy: number | null;
}

/**
 * A news post going to `publish` (written so, made public by an editor, or a scheduled one
 * coming out) tells every active user, in one set-based insert in the publishing transaction.
 * The key is the post's: published again after a withdrawal, it is not news twice.
 */
export function createNewsNotifications(notifier: Notifier) {
  return {
    async published(tx: Transaction, post: PublishedNews) {
      await notifier.notify(tx, {
        kind: 'news_published',
        actorId: post.publishedBy,
        recipients: { everyone: true },
        subject: { kind: 'post', id: post.id },
        text: newsPublishedText(
          post.publishedBy === null ? null : await nameOf(tx, post.publishedBy),
          post.title,
        ),
        link: `/portal/nieuws/${post.id}`,
        eventKey: `news_published:${post.id}`,
      });
    },
  };
}

export type NewsNotifications = ReturnType<typeof createNewsNotifications>;
