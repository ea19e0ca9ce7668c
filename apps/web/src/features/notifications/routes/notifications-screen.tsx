import type { Notification } from '@portal/contract/endpoints/notifications';
import { useId } from 'react';
import { useQueryState } from '@/shared/routing/use-query-state';
import { useNotificationList } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { MarkAllRead } from '../components/mark-all-read';
import { NotificationList } from '../components/notification-list';
import { PageLinks } from '../components/page-links';
import { PAGE_SIZE, readListQuery, writeListQuery } from '../model';

/**
 * /portal/meldingen (issue 26): every notification, newest first, a page at a time, with the
 * filter "Alleen ongelezen" and "Alles gelezen". Page and filter live in the address.
 */
export function NotificationsScreen() {
  const filterId = useId();
  // The filter follows a click at once, before the router has applied the new address.
  const [{ page, unreadOnly }, setListQuery] = useQueryState(readListQuery, writeListQuery);
  const list = useNotificationList({ page, perPage: PAGE_SIZE, unreadOnly });
  const markRead = useMarkRead();
  const data = list.data;

  function open(item: Notification) {
    if (!item.read) markRead.mutate({ ids: [item.id] });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Meldingen</h1>
      <div className="rounded-lg border border-line bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
          <div className="flex items-center gap-2">
            <input
              id={filterId}
              type="checkbox"
              checked={unreadOnly}
              onChange={(event) =>
                // A new filter starts at its first page.
                setListQuery({ page: 1, unreadOnly: event.target.checked })
              }
              className="size-4 accent-accent"
            />
            <label htmlFor={filterId} className="text-sm font-medium text-ink">
              Alleen ongelezen
            </label>
          </div>
          <MarkAllRead unread={data?.unread ?? 0} />
        </div>
        <div aria-busy={list.isPlaceholderData || undefined}>
          <NotificationList
            query={list}
            empty={unreadOnly ? 'Geen ongelezen meldingen' : 'Geen meldingen'}
            skeletonRows={5}
            onOpen={open}
          />
        </div>
      </div>
      {data && <PageLinks page={page} totalPages={data.totalPages} unreadOnly={unreadOnly} />}
    </div>
  );
}
