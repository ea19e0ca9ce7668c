/**
 * When a token that was just received runs out, in this browser's clock (milliseconds). The
 * server's `exp` is in the server's clock; a laptop whose clock runs ten minutes ahead would see
 * every new token as nearly expired and renew in a loop. So the lifetime (`exp - iat`) is
 * counted from `receivedAt`; only a token without `iat` falls back to `exp` itself. The
 * signature is the server's business. Null when unreadable.
 */
export function tokenExpiresAt(token: string, receivedAt: number = Date.now()): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const { exp, iat } = JSON.parse(json) as { exp?: unknown; iat?: unknown };
    if (!isSeconds(exp)) return null;
    return isSeconds(iat) && iat <= exp ? receivedAt + (exp - iat) * 1000 : exp * 1000;
  } catch {
    return null;
  }
}

const isSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
