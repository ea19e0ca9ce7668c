import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** Cookie value `<userId>.<64 hex>`, the JWT Auth plugin's format. */
export function newRefreshToken(userId: number): string {
  return `${userId}.${randomBytes(32).toString('hex')}`;
}

export function parseRefreshToken(value: string): { userId: number; value: string } | undefined {
  const match = /^(\d{1,10})\.([0-9a-f]{64})$/.exec(value);
  if (!match) return undefined;
  return { userId: Number(match[1]), value };
}

export function hashRefreshToken(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
