import type { YearSummary } from '@portal/contract';
import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import type { DeclarationsRepository } from './repository.js';

export type MonthSnapshot = Awaited<ReturnType<DeclarationsRepository['monthSnapshot']>>;

/**
 * The month screen is read far more often than it changes (every change refetches it), so a
 * month is kept for 3 seconds (its year overview 30). Every write forgets the month it touched on every instance
 * before it answers (SharedCache), so its owner and reviewers never see a change late,
 * whichever instance serves them. Receipt links are signed per request, never cached.
 */
export function createMonthCache(bus: InvalidationBus, ttlMs = 3_000) {
  const cache = new SharedCache<string, MonthSnapshot>('declaration-months', bus, {
    max: 20_000,
    ttlMs,
  });
  // The year overview (dashboard, declarations start) sums the same months: a write to a month
  // forgets its year too, so both are kept and forgotten together.
  const years = new SharedCache<string, YearSummary>('declaration-years', bus, {
    max: 20_000,
    ttlMs: 30_000,
  });
  const key = (userId: number, year: number, month: number) => `${userId}:${year}:${month}`;
  return {
    year(userId: number, year: number, load: () => Promise<YearSummary>): Promise<YearSummary> {
      return years.get(`${userId}:${year}`, load);
    },
    get(
      userId: number,
      year: number,
      month: number,
      load: () => Promise<MonthSnapshot>,
    ): Promise<MonthSnapshot> {
      return cache.get(key(userId, year, month), load);
    },
    /** Every month and year, here and on every instance (a declaration type was renamed). */
    async clear(): Promise<void> {
      await Promise.all([cache.clear(), years.clear()]);
    },
    async forget(userId: number, year: number, month: number): Promise<void> {
      await Promise.all([
        cache.forget(key(userId, year, month)),
        years.forget(`${userId}:${year}`),
      ]);
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
