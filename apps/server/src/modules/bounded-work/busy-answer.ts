import { WpHttpError } from '../../http/errors.js';

/**
 * The answer when a queue of expensive work is full (issue 24, item 8): 503 in the contract's
 * error shape, with the Dutch message and Retry-After in seconds.
 */
export function busyAnswer(code: string, message: string, retryAfterSeconds: number): WpHttpError {
  const busy = new WpHttpError(503, code, message);
  busy.headers['Retry-After'] = String(retryAfterSeconds);
  return busy;
}
