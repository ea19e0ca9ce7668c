import { GeoUnavailableError } from './geo-types.js';

export type FetchLike = typeof fetch;

export interface JsonResponse {
  status: number;
  /** The parsed body, or undefined when it was not JSON. */
  body: unknown;
}

/** Default time limit for one upstream request (connect + headers + body). */
export const DEFAULT_TIMEOUT_MS = 5000;

/**
 * GETs a URL and parses the body as JSON. Network errors and timeouts become a
 * GeoUnavailableError; the status is left to the caller, since some services (OSRM) report
 * expected outcomes with HTTP 400.
 */
export async function getJson(
  fetchImpl: FetchLike,
  url: string,
  timeoutMs: number,
  service: string,
): Promise<JsonResponse> {
  let status: number;
  let text: string;
  try {
    const response = await fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `no answer within ${timeoutMs} ms`
        : 'request failed';
    throw new GeoUnavailableError(`${service}: ${reason}`, { cause: error });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, body };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
