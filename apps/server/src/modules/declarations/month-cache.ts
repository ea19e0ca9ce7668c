import { TtlCache } from '../../cache/ttl-cache.js';
import type { DeclarationsRepository } from './repository.js';

export type MonthSnapshot = Awaited<ReturnType<DeclarationsRepository['monthSnapshot']>>;

/**
 * The month screen is read far more often than it changes (every change refetches it), so a
 * month is kept for 3 seconds. Every write through this process forgets the month it touched at
 * once, so its owner and reviewers never see their own change late; a write through another
 * instance shows within 3 seconds. Receipt links are signed per request, never cached.
 */
export function createMonthCache(ttlMs = 3_000) {
  const cache = new TtlCache<MonthSnapshot | null>(ttlMs, 0, 20_000);
  const key = (userId: number, year: number, month: number) => `${userId}:${year}:${month}`;
  return {
    async get(
      userId: number,
      year: number,
      month: number,
      load: () => Promise<MonthSnapshot>,
    ): Promise<MonthSnapshot> {
      return (
        (await cache.get(key(userId, year, month), async () => (await load()) ?? null)) ?? undefined
      );
    },
    forget(userId: number, year: number, month: number): void {
      cache.delete(key(userId, year, month));
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
