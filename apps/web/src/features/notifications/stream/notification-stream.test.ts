import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStream } from './notification-stream';

const encoder = new TextEncoder();

/** A fetch whose answers the test decides; each stream is one the test writes to. */
function fakeFetch() {
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const cancelled: number[] = [];
  const answers: Array<() => Response | Promise<Response>> = [];
  const fetch = vi.fn((_input: string, _init?: RequestInit) => {
    const answer = answers.shift();
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError('Failed to fetch'));
  });
  return {
    fetch,
    streams,
    cancelled,
    /** The next call opens a stream. */
    openNext() {
      answers.push(() => {
        const index = streams.length;
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => void streams.push(controller),
          cancel: () => void cancelled.push(index),
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      });
    },
    refuseNext(status: number) {
      answers.push(() => new Response('{}', { status }));
    },
    send(unread: number, stream = streams.length - 1) {
      streams[stream]!.enqueue(encoder.encode(`event: unread\ndata: {"unread":${unread}}\n\n`));
    },
    tokenOf(call: number) {
      return new Headers(fetch.mock.calls[call]?.[1]?.headers).get('Authorization');
    },
  };
}

function setUp(server: ReturnType<typeof fakeFetch>) {
  let token = 'token-1';
  const session = {
    getToken: () => token,
    renew: vi.fn(() => {
      token = `token-${Number(token.split('-')[1]) + 1}`;
      return Promise.resolve(token);
    }),
    setToken: (value: string) => {
      token = value;
    },
  };
  const counts: Array<[number, boolean]> = [];
  const open: boolean[] = [];
  const stream = createNotificationStream({
    session,
    fetch: server.fetch,
    onUnread: (count, first) => counts.push([count, first]),
    onOpenChange: (value) => open.push(value),
  });
  return { stream, session, counts, open };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the notification stream client', () => {
  it('reads the unread events with the bearer token and says it is open', async () => {
    const server = fakeFetch();
    server.openNext();
    const { stream, counts, open } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(0);

    const [url, init] = server.fetch.mock.calls[0]!;
    expect(url).toBe('/wp-json/intranet/v1/notifications/stream');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(open).toEqual([true]);

    server.send(3);
    server.send(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([
      [3, true],
      [4, false],
    ]);
    stream.stop();
  });

  it('tries again after 1, 2, 4, 8, 16 and then every 30 s while it cannot connect', async () => {
    const server = fakeFetch();
    const { stream, open } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.fetch).toHaveBeenCalledTimes(1);

    const waits = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.fetch).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.fetch).toHaveBeenCalledTimes(index + 2);
    }
    // Never open, so the bell kept polling all along.
    expect(open).toEqual([]);
    stream.stop();
  });

  it('waits 1 s again once a stream delivered, and reconnects with the token of that moment', async () => {
    const server = fakeFetch();
    const { stream, session, counts, open } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000); // two failures: the next wait is 4 s
    expect(server.fetch).toHaveBeenCalledTimes(3);

    server.openNext();
    await vi.advanceTimersByTimeAsync(4_000);
    server.send(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([[2, true]]);

    // The token was renewed meanwhile; the server ends the stream when the old one expires.
    session.setToken('token-7');
    server.openNext();
    server.streams.at(-1)!.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(5);
    expect(server.tokenOf(4)).toBe('Bearer token-7');
    expect(open).toEqual([true, false, true]);
    stream.stop();
  });

  it('renews a refused token once and connects with the new one', async () => {
    const server = fakeFetch();
    server.refuseNext(401);
    server.openNext();
    const { stream, session, open } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(session.renew).toHaveBeenCalledTimes(1);
    expect(open).toEqual([]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.tokenOf(1)).toBe('Bearer token-2');
    expect(open).toEqual([true]);
    stream.stop();
  });

  it('keeps waiting longer on other refusals (too many streams) without renewing', async () => {
    const server = fakeFetch();
    server.refuseNext(429);
    server.refuseNext(429);
    const { stream, session } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.fetch).toHaveBeenCalledTimes(2);
    expect(session.renew).not.toHaveBeenCalled();
    stream.stop();
  });

  it('closes the stream on stop and connects no more', async () => {
    const server = fakeFetch();
    server.openNext();
    const { stream, counts } = setUp(server);
    stream.start();
    await vi.advanceTimersByTimeAsync(0);
    stream.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.cancelled).toEqual([0]);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(counts).toEqual([]);
  });

  it('starts nothing without a token (signed out)', async () => {
    const server = fakeFetch();
    const { stream, session } = setUp(server);
    session.setToken('');
    stream.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.fetch).not.toHaveBeenCalled();
    stream.stop();
  });
});
