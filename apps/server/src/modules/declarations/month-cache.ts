import { LoadingCache } from '../../cache/loading-cache.js';
import type { DeclarationsRepository } from './repository.js';

export type MonthSnapshot = Awaited<ReturnType<DeclarationsRepository['monthSnapshot']>>;

/**
 * The month screen is read far more often than it changes (every change refetches it), so a
 * month is kept for 3 seconds. Every write through this process forgets the month it touched at
 * once, so its owner and reviewers never see their own change late; a write through another
 * instance shows within 3 seconds. Receipt links are signed per request, never cached.
 */
export function createMonthCache(ttlMs = 3_000) {
  const cache = new LoadingCache<string, MonthSnapshot>({ max: 20_000, ttlMs });
  const key = (userId: number, year: number, month: number) => `${userId}:${year}:${month}`;
  return {
    get(
      userId: number,
      year: number,
      month: number,
      load: () => Promise<MonthSnapshot>,
    ): Promise<MonthSnapshot> {
      return cache.get(key(userId, year, month), load);
    },
    forget(userId: number, year: number, month: number): void {
      cache.forget(key(userId, year, month));
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
