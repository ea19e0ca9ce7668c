/** Errors that mean "the database is not reachable right now" rather than a bug. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/**
 * SQLSTATEs of a value PostgreSQL cannot hold that got past a schema: the caller's bad input
 * (out of range, invalid text for its type, a bad date, text that cannot be stored, too long).
 */
const BAD_VALUE_CODES = new Set(['22003', '22P02', '22007', '22008', '22021', '22001', '22P05']);

/** Whether `error` (or the database error drizzle wrapped in it) is a bad value. */
export function isBadValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BAD_VALUE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    const message = String((current as { message?: unknown }).message ?? '');
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What a log line may say about an error: its kind, its code (SQLSTATE or Node's) and where in
 * our code it happened, never its message. A database error's message names the query's values
 * (drizzle's "Failed query: … params: …", PostgreSQL's `invalid input syntax: "…"` and its
 * `detail`), and other messages can quote input too (JSON.parse), so none of them is logged.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') codes.push(String(code));
    current = (current as { cause?: unknown }).cause;
  }
  const stack = String((error as { stack?: unknown })?.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim());
  return {
    type: (error as { constructor?: { name?: string } })?.constructor?.name ?? typeof error,
    ...(codes.length ? { code: codes.join(' < ') } : {}),
    ...(stack.length ? { stack } : {}),
  };
}
