import { INTRANET_HEADER, INTRANET_HEADER_VALUE } from '@portal/contract/rules/intranet-header';
import { ApiError } from './api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Bearer token; omitted for calls authenticated by the refresh cookie only. */
  token?: string | null;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Receives the response headers of a successful call (WordPress lists put their totals there). */
  onHeaders?: (headers: Headers) => void;
  /** 'blob' for a file download (the payroll export): the bytes of a successful answer. */
  responseType?: 'json' | 'blob';
}

export type Http = <T = unknown>(path: string, request?: HttpRequest) => Promise<T>;

export const API_BASE_PATH = '/wp-json';

/** WordPress takes lists as comma-separated values (`include=1,2,3`). */
export function buildUrl(path: string, query: HttpRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(response: Response, body: unknown): ApiError {
  const envelope = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const code = typeof envelope.code === 'string' ? envelope.code : null;
  const message =
    typeof envelope.message === 'string' && envelope.message
      ? envelope.message
      : `Error: ${response.status} - ${response.statusText}`;
  return new ApiError(response.status, code, message, body);
}

/**
 * The one place that talks to the network: adds the intranet header and the cookie policy
 * every call needs (SPEC §6), and turns non-2xx answers into ApiError. `fetch` is looked up
 * at call time so tests can stub the global.
 */
export function createHttp(
  fetchImpl: FetchLike = (input, init) => globalThis.fetch(input, init),
): Http {
  return async function http<T>(path: string, request: HttpRequest = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [INTRANET_HEADER]: INTRANET_HEADER_VALUE,
    };
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }

    let response: Response;
    try {
      response = await fetchImpl(buildUrl(path, request.query), {
        method: request.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal: request.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, null, 'Geen verbinding met de server', cause);
    }
    if (request.responseType === 'blob' && response.ok) {
      request.onHeaders?.(response.headers);
      return (await response.blob()) as T;
    }
    const parsed = await readBody(response);
    if (!response.ok) throw errorFromBody(response, parsed);
    request.onHeaders?.(response.headers);
    return parsed as T;
  };
}
