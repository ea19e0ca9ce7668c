import { notificationStream } from '@portal/contract/endpoints/notifications';
import { INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract/rules/intranet-header';
import type { SessionBridge } from '@/shared/api/api-client';
import { endpointPath } from '@/shared/api/endpoint-request';
import { buildUrl, type FetchLike } from '@/shared/api/http';
import type { Timers } from '@/shared/session/renewal-scheduler';
import { createSseParser } from './sse-parser';

/** The first wait before connecting again; it doubles with every failure, up to the last. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export interface NotificationStreamOptions {
  /** The session's token and its renewal (a 401 renews, as every other call does). */
  session: Pick<SessionBridge, 'getToken' | 'renew'>;
  /** An `unread` event's count; `first` for the first one of a connection. */
  onUnread(count: number, first: boolean): void;
  /** Whether a stream is open now: while it is not, the bell polls its count. */
  onOpenChange(open: boolean): void;
  fetch?: FetchLike;
  timers?: Timers;
}

export interface NotificationStream {
  start(): void;
  stop(): void;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The count of an `unread` event's data (`{"unread": n}`), or null for anything else. */
function unreadOf(data: string): number | null {
  try {
    const value = (JSON.parse(data) as { unread?: unknown }).unread;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The live count (issue 26): GET /notifications/stream read with `fetch`, because EventSource
 * cannot send the bearer token. The server ends a stream when its token expires, so an ended
 * stream is opened again with the session's current token (renewed a minute before expiry);
 * a failed one after a wait that doubles from 1 s to 30 s, and starts over once a stream
 * delivers again. One per tab: the bell starts it and stops it (on sign-out it goes).
 */
export function createNotificationStream({
  session,
  onUnread,
  onOpenChange,
  fetch = (input, init) => globalThis.fetch(input, init),
  timers = defaultTimers,
}: NotificationStreamOptions): NotificationStream {
  const url = buildUrl(endpointPath(notificationStream, undefined));
  let running = false;
  let open = false;
  let failures = 0;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  function setOpen(value: boolean) {
    if (open === value) return;
    open = value;
    onOpenChange(value);
  }

  function reconnectLater() {
    if (!running) return;
    const delay = Math.min(RECONNECT_FIRST_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures += 1;
    timer = timers.setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  }

  /** A refused token is renewed once, like any call's (api-client.ts); the session ends elsewhere. */
  async function renewAfter(usedToken: string) {
    if (session.getToken() !== usedToken) return;
    try {
      await session.renew();
    } catch {
      // The next call through the api client ends the session; here only the wait grows.
    }
  }

  async function read(body: ReadableStream<Uint8Array>, signal: AbortSignal) {
    const reader = body.getReader();
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    const decoder = new TextDecoder();
    let first = true;
    const parser = createSseParser(({ event, data }) => {
      const count = event === 'unread' ? unreadOf(data) : null;
      if (count === null || !running) return;
      // It delivers: a later failure starts waiting from 1 s again.
      failures = 0;
      onUnread(count, first);
      first = false;
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal.aborted) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function connect() {
    const token = session.getToken();
    if (!running || !token) return;
    const current = new AbortController();
    controller = current;
    try {
      const response = await fetch(url, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          [INTRANET_HEADER]: INTRANET_HEADER_VALUE,
        },
        credentials: 'include',
        cache: 'no-store',
        signal: current.signal,
      });
      if (response.ok && response.body) {
        setOpen(true);
        await read(response.body, current.signal);
      } else {
        // Not awaited: a cancel can wait on another reader of the same body (a clone's tee).
        void response.body?.cancel().catch(() => undefined);
        if (response.status === 401) await renewAfter(token);
      }
    } catch {
      // No connection, or stopped: both end below.
    }
    if (controller === current) controller = null;
    if (current.signal.aborted) return;
    setOpen(false);
    reconnectLater();
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      void connect();
    },
    stop() {
      running = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      controller?.abort();
      controller = null;
      open = false;
    },
  };
}
