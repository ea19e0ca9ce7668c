import { vi } from 'vitest';
import { restError } from './wp-responses';

export interface RecordedCall {
  method: string;
  /** Path below /wp-json, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Reply = Response | Promise<Response> | ((call: RecordedCall) => Response | Promise<Response>);

/**
 * Stands in for the server behind the global fetch. Replies are queued per "METHOD /path";
 * the last one repeats. Unknown routes answer like WordPress does (404 rest_no_route).
 */
export function installFakeApi() {
  const replies = new Map<string, Reply[]>();
  const calls: RecordedCall[] = [];

  async function fetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const call: RecordedCall = {
      method,
      path: url.pathname.replace(/^\/wp-json/, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
    };
    calls.push(call);
    const queue = replies.get(`${method} ${call.path}`);
    if (!queue?.length)
      return restError(
        404,
        'rest_no_route',
        'No route was found matching the URL and request method.',
      );
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    // A Response body can be read once; clone so a repeating reply stays usable.
    const response = await (typeof reply === 'function' ? reply(call) : reply);
    return queue.length === 1 && queue[0] === reply ? response.clone() : response;
  }

  const fetchMock = vi.fn(fetch);
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    fetch: fetchMock,
    /** Queue replies for a route. */
    on(method: string, path: string, ...queue: Reply[]) {
      replies.set(`${method} ${path}`, queue);
    },
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
