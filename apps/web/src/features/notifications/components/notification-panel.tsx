import type { Notification } from '@portal/contract/endpoints/notifications';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useNotificationList } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { NOTIFICATIONS_PATH, PANEL_SIZE } from '../model';
import { MarkAllRead } from './mark-all-read';
import { NotificationList } from './notification-list';

/**
 * The bell's panel: the latest ten, "Alles gelezen" and "Alle meldingen". It takes focus when
 * it opens, so the next Tab goes to its first notification.
 */
export function NotificationPanel({
  id,
  unread,
  onClose,
}: {
  id: string;
  unread: number;
  onClose(): void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const list = useNotificationList({ page: 1, perPage: PANEL_SIZE, unreadOnly: false });
  const markRead = useMarkRead();

  useEffect(() => {
    panel.current?.focus();
  }, []);

  function open(item: Notification) {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    // A link to the page already open would leave the panel open over it.
    onClose();
  }

  return (
    <div
      ref={panel}
      id={id}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-x-0 top-full z-40 mt-px flex max-h-[calc(100dvh-5rem)] flex-col border border-line bg-white shadow-lg outline-none sm:inset-x-auto sm:right-4 sm:mt-1 sm:w-[26rem] sm:rounded-lg"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          Meldingen
        </h2>
        <MarkAllRead unread={unread} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <NotificationList query={list} empty="Geen meldingen" skeletonRows={3} onOpen={open} />
      </div>
      <div className="border-t border-line px-4 py-3 text-center">
        <Link
          to={NOTIFICATIONS_PATH}
          onClick={onClose}
          className="text-sm font-semibold text-accent underline hover:text-accent-strong"
        >
          Alle meldingen
        </Link>
      </div>
    </div>
  );
}
