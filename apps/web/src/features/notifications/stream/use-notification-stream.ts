import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSessionService } from '@/shared/session/session-context';
import { notificationKeys } from '../api/query-keys';
import { createNotificationStream } from './notification-stream';

/**
 * Keeps the tab's one stream open while the bell is shown (signed in), and answers whether it
 * is open. Each `unread` event sets the bell's count and has the lists asked again, except a
 * connection's first event that only repeats the count already shown.
 */
export function useNotificationStream(): boolean {
  const session = useSessionService();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const stream = createNotificationStream({
      session,
      onOpenChange: setOpen,
      onUnread: (count, first) => {
        const shown = queryClient.getQueryData<number>(notificationKeys.unread);
        queryClient.setQueryData(notificationKeys.unread, count);
        if (!first || shown !== count) {
          void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
        }
      },
    });
    stream.start();
    return () => {
      stream.stop();
      setOpen(false);
    };
  }, [session, queryClient]);

  return open;
}
