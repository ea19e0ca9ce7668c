import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** Cookie value `<userId>.<64 hex>`, the JWT Auth plugin's format. */
export function newRefreshToken(userId: number): string {
  return `${userId}.${randomBytes(32).toString('hex')}`;
}

/**
 * A cookie value the JWT Auth plugin reads as a refresh token: `<user id>.<anything>`. Whether
 * it is the user's current one is for the database to say; anything else is malformed.
 */
export function parseRefreshToken(value: string): { userId: number; value: string } | undefined {
  const match = /^([1-9]\d{0,9})\.(.+)$/.exec(value);
  if (!match) return undefined;
  return { userId: Number(match[1]), value };
}

export function hashRefreshToken(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
