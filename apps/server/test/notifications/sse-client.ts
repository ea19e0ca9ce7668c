import { notificationStream } from '@portal/contract/endpoints/notifications';
import http from 'node:http';

export interface OpenStream {
  status: number;
  /** A refusal's JSON body (undefined for an open stream). */
  body?: unknown;
  /** The `unread` events' counts, in order. */
  counts: number[];
  /** The comment lines (keep-alive). */
  comments: string[];
  readonly ended: boolean;
  /** Waits until `check` holds (or fails after `timeoutMs`). */
  until(check: (stream: OpenStream) => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * The notification stream read as the web reads it: a GET with the bearer token, the body read
 * as it arrives and split into server-sent events. node:http on a connection of its own (not
 * fetch, whose pool opens a spare connection when a stream is aborted, which a closing server
 * then waits for).
 */
export async function openStream(base: string, token: string): Promise<OpenStream> {
  let ended = false;
  let request: http.ClientRequest | undefined;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request = http.get(
      `${base}${notificationStream.path}`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      resolve,
    );
    request.on('error', reject);
  });
  const stream: OpenStream = {
    status: response.statusCode ?? 0,
    counts: [],
    comments: [],
    get ended() {
      return ended;
    },
    async until(check, what, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!check(stream)) {
        if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => request?.destroy(),
  };
  response.setEncoding('utf8');
  let buffer = '';
  response.on('data', (chunk: string) => {
    buffer += chunk;
    if (stream.status !== 200) return;
    let at;
    while ((at = buffer.indexOf('\n\n')) !== -1) {
      const lines = buffer.slice(0, at).split('\n');
      buffer = buffer.slice(at + 2);
      for (const line of lines) if (line.startsWith(':')) stream.comments.push(line);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: unread') && data) {
        stream.counts.push((JSON.parse(data.slice(6)) as { unread: number }).unread);
      }
    }
  });
  const done = new Promise<void>((resolve) => {
    const finish = () => {
      ended = true;
      resolve();
    };
    response.on('end', finish);
    response.on('close', finish);
    response.on('error', finish);
  });
  if (stream.status !== 200) {
    await done;
    stream.body = JSON.parse(buffer) as unknown;
  }
  return stream;
}
