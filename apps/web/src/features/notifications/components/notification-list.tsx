import type { Notification } from '@portal/contract/endpoints/notifications';
import { RetryNotice, type RetryQuery } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import type { NotificationPage } from '../api/list-notifications';
import { NotificationItem } from './notification-item';
import { useNow } from './use-now';

interface ListQuery extends RetryQuery {
  data: NotificationPage | undefined;
  isPending: boolean;
}

/**
 * The bell's panel and the page show a list the same way: skeleton rows while it loads, what
 * failed with "Opnieuw proberen", the empty text, or the notifications.
 */
export function NotificationList({
  query,
  empty,
  skeletonRows,
  onOpen,
}: {
  query: ListQuery;
  empty: string;
  skeletonRows: number;
  onOpen(item: Notification): void;
}) {
  const now = useNow();
  if (query.isPending) {
    return (
      <div role="status" className="divide-y divide-line">
        <span className="sr-only">Meldingen laden...</span>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <div key={index} className="flex gap-3 px-4 py-3">
            <Skeleton className="mt-1.5 size-2 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="p-4">
        <RetryNotice query={query}>De meldingen konden niet worden geladen.</RetryNotice>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return <p className="px-4 py-6 text-center text-sm text-muted">{empty}</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {query.data.items.map((item) => (
        <li key={item.id}>
          <NotificationItem item={item} now={now} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
