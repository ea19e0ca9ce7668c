import { LRUCache } from 'lru-cache';

export interface LoadingCacheOptions {
  /** Most entries kept; past it the least recently used entry goes. */
  max: number;
  /** How long a loaded value is answered without loading again. */
  ttlMs: number;
  /**
   * After `ttlMs`, the old value is still answered this much longer while one load refreshes
   * it (default 0: an expired value is never answered).
   */
  staleMs?: number;
  /** Clock in milliseconds (tests move it by hand); default performance.now. */
  now?: () => number;
}

/** Boxed, so a load that finds nothing (`undefined`, `null`) is remembered too. */
export interface Box<V> {
  value: V;
}

/**
 * An lru-cache in front of a load. Requests that arrive together for a missing or expired key
 * share one load (lru-cache's `fetchMethod`), a failed load is not kept, and `forget`/`clear`
 * act at once: a load still running for a forgotten key answers its own callers but is not
 * stored, so it cannot bring back a value from before a write.
 */
export class LoadingCache<K extends string | number, V> {
  private readonly lru: LRUCache<K, Box<V>, () => Promise<V>>;
  private readonly staleMs: number;

  constructor({ max, ttlMs, staleMs = 0, now }: LoadingCacheOptions) {
    this.staleMs = staleMs;
    this.lru = new LRUCache<K, Box<V>, () => Promise<V>>({
      max,
      // An entry lives through its stale window; `get` decides when it is only stale.
      ttl: ttlMs + staleMs,
      // lru-cache would reuse one clock reading for a millisecond; a hand-moved test clock must
      // be read every time, and a reading costs less than the timer that debounce sets.
      ttlResolution: 0,
      // lru-cache reads a start time of 0 as "no time-to-live": a clock that starts at 0
      // (tests) is shifted by one millisecond.
      ...(now ? { perf: { now: () => now() + 1 } } : {}),
      // Forgetting a key aborts its running load; the load still answers the callers waiting
      // for it (instead of failing them) and lru-cache does not store its result.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    });
  }

  /** The value of `key`, from the cache or from `load` (once for all concurrent callers). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const remaining = this.lru.getRemainingTTL(key);
    const onlyStale = remaining > 0 && remaining <= this.staleMs;
    // A stale value is answered at once while a forced refresh runs (one at a time: a refresh
    // already running is joined, not repeated).
    const box = await this.lru.forceFetch(key, {
      context: load,
      forceRefresh: onlyStale,
      allowStale: onlyStale,
    });
    return box.value;
  }

  /**
   * The value of `key` when it is stored and not yet stale, without loading or waiting: lets
   * a caller on the hot path (every request's bearer check) answer without a promise. Nothing
   * while a load runs, after `forget`, or in the stale window (then `get` refreshes it).
   */
  fresh(key: K): Box<V> | undefined {
    if (this.lru.getRemainingTTL(key) <= this.staleMs) return undefined;
    return this.lru.get(key);
  }

  forget(key: K): void {
    this.lru.delete(key);
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}
