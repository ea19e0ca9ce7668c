import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';
import type { DeclarationsRepository } from './repository.js';

export type MonthSnapshot = Awaited<ReturnType<DeclarationsRepository['monthSnapshot']>>;

/**
 * The month screen is read far more often than it changes (every change refetches it), so a
 * month is kept for 3 seconds. Every write forgets the month it touched on every instance
 * before it answers (SharedCache), so its owner and reviewers never see a change late,
 * whichever instance serves them. Receipt links are signed per request, never cached.
 */
export function createMonthCache(bus: InvalidationBus, ttlMs = 3_000) {
  const cache = new SharedCache<string, MonthSnapshot>('declaration-months', bus, {
    max: 20_000,
    ttlMs,
  });
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
    forget(userId: number, year: number, month: number): Promise<void> {
      return cache.forget(key(userId, year, month));
    },
  };
}

export type MonthCache = ReturnType<typeof createMonthCache>;
