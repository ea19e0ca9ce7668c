import type { Notification } from '@portal/contract/endpoints/notifications';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { Badge } from '@/shared/ui/badge';
import { cx } from '@/shared/ui/class-names';
import { notificationTarget, timeAgo } from '../model';

/**
 * One notification: its sentence, who did it and when ("2 uur geleden", the exact time on hover
 * and in the <time>), as a link to the thing. Unread: a dot, bold, and "Ongelezen" for screen
 * readers; done: "Afgehandeld" and muted.
 */
export function NotificationItem({
  item,
  now,
  onOpen,
}: {
  item: Notification;
  now: number;
  /** Before the link is followed: marks it read. */
  onOpen(item: Notification): void;
}) {
  const unread = !item.read;
  return (
    <Link
      to={notificationTarget(item.link)}
      onClick={() => onOpen(item)}
      className={cx(
        'flex items-start gap-3 px-4 py-3 hover:bg-surface focus-visible:-outline-offset-2',
        unread && 'bg-accent-soft/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-accent' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1 space-y-1">
        {/* Spaces between the parts, for the link's name; blocks and flex do not show them. */}
        <span
          className={cx(
            'block text-sm break-words',
            item.done ? 'text-muted' : 'text-ink',
            unread && 'font-semibold',
          )}
        >
          {unread && <span className="sr-only">Ongelezen:</span>} {item.text}
        </span>{' '}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          {item.actor && <span>{item.actor.name}</span>}{' '}
          {item.actor && <span aria-hidden="true">·</span>}{' '}
          <time dateTime={item.created} title={formatDateTime(item.created)}>
            {timeAgo(item.created, now)}
          </time>{' '}
          {item.done && <Badge tone="muted">Afgehandeld</Badge>}
        </span>
      </span>
    </Link>
  );
}
