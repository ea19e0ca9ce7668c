import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useUnreadCount } from '../api/unread-count';
import { badgeText } from '../model';
import { useNotificationStream } from '../stream/use-notification-stream';
import { NotificationPanel } from './notification-panel';
import { useCountAnnouncement } from './use-count-announcement';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d="M10 2a5 5 0 0 0-5 5v2.6c0 .7-.2 1.3-.6 1.9L3 13.6V15h14v-1.4l-1.4-2.1a3.4 3.4 0 0 1-.6-1.9V7a5 5 0 0 0-5-5Zm-2 14a2 2 0 0 0 4 0H8Z" />
    </svg>
  );
}

/**
 * The top bar's "Meldingen" (issue 26): the unread count as a badge, announced politely when
 * it changes, and a panel with the latest ten. A disclosure, not a modal: the panel follows the
 * button, gets focus when it opens, and closes on Escape (focus back on the button), a click
 * outside, focus leaving it, or a navigation. On a phone it spans the top bar's width.
 */
export function NotificationBell() {
  const panelId = useId();
  const { pathname } = useLocation();
  const streamOpen = useNotificationStream();
  const unread = useUnreadCount(streamOpen).data;
  const announcement = useCountAnnouncement(unread);
  // The panel belongs to the page it was opened on, so a navigation closes it (as the menu).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpenOn(null);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  }

  return (
    <div
      ref={wrapper}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tabbing out of it closes it; a click elsewhere does via the listener above.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !wrapper.current?.contains(next)) setOpenOn(null);
      }}
    >
      {/* 32 px on a phone: the page title beside it keeps room for a word like "Dashboard". */}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={unread ? `Meldingen, ${unread} ongelezen` : 'Meldingen'}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="relative inline-flex size-8 items-center justify-center rounded-md text-ink hover:bg-surface sm:size-10"
      >
        <BellIcon />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 sm:top-0.5 sm:right-0.5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {/* A live region without role="status": a page's own status notices stay the one status. */}
      <span aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </span>
      {open && <NotificationPanel id={panelId} unread={unread ?? 0} onClose={close} />}
    </div>
  );
}
