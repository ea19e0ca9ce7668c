import { describe, expect, it } from 'vitest';
import { LoadingCache } from '../../src/cache/loading-cache.js';

/** A loader that counts its calls and resolves when told to. */
function loader<V>(values: V[]) {
  let calls = 0;
  const pending: Array<() => void> = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      const value = values[Math.min(calls, values.length - 1)]!;
      calls++;
      return new Promise<V>((resolve) => pending.push(() => resolve(value)));
    },
    releaseAll: () => pending.splice(0).forEach((release) => release()),
  };
}

/** A loader that answers at once. */
const constant =
  <V>(value: V) =>
  async () =>
    value;

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A cache on a clock the test moves, with `k` loaded once from a loader of `values`. */
async function loadedOnClock(times: { ttlMs: number; staleMs?: number }, values: number[]) {
  let now = 10_000;
  const cache = new LoadingCache<string, number>({ max: 10, ...times, now: () => now });
  const source = loader(values);
  const first = cache.get('k', source.load);
  source.releaseAll();
  await first;
  const advance = (ms: number) => {
    now += ms;
  };
  return { cache, source, advance };
}

describe('LoadingCache', () => {
  it('shares one load between requests that arrive together for a missing value', async () => {
    const cache = new LoadingCache<string, number>({ max: 10, ttlMs: 1000, staleMs: 1000 });
    const source = loader([7]);
    const answers = [1, 2, 3].map(() => cache.get('k', source.load));
    source.releaseAll();
    expect(await Promise.all(answers)).toEqual([7, 7, 7]);
    expect(source.calls).toBe(1);
  });

  it('answers a fresh value without loading, and a stale one while a single reload runs', async () => {
    const { cache, source, advance } = await loadedOnClock({ ttlMs: 1000, staleMs: 1000 }, [1, 2]);
    advance(500);
    expect(await cache.get('k', source.load)).toBe(1);
    expect(source.calls).toBe(1);
    advance(1000);
    expect(await cache.get('k', source.load)).toBe(1);
    advance(100);
    expect(await cache.get('k', source.load)).toBe(1);
    expect(source.calls).toBe(2);
    source.releaseAll();
    await tick();
    advance(100);
    expect(await cache.get('k', source.load)).toBe(2);
    expect(source.calls).toBe(2);
  });

  it('waits for a new value once the stale window has passed too', async () => {
    const { cache, source, advance } = await loadedOnClock({ ttlMs: 1000, staleMs: 1000 }, [1, 2]);
    advance(2001);
    const later = cache.get('k', source.load);
    source.releaseAll();
    expect(await later).toBe(2);
  });

  it('never answers an expired value when there is no stale window', async () => {
    const { cache, source, advance } = await loadedOnClock({ ttlMs: 1000 }, [1, 2]);
    advance(1001);
    const later = cache.get('k', source.load);
    source.releaseAll();
    expect(await later).toBe(2);
  });

  it('forgets everything on clear, and a load that was running cannot bring the old value back', async () => {
    const cache = new LoadingCache<string, string>({ max: 10, ttlMs: 60_000 });
    const old = loader(['oud']);
    const running = cache.get('k', old.load);
    cache.clear();
    old.releaseAll();
    expect(await running).toBe('oud');
    const fresh = loader(['nieuw']);
    const next = cache.get('k', fresh.load);
    fresh.releaseAll();
    expect(await next).toBe('nieuw');
  });

  it('forgets one key at once, also while its load is running', async () => {
    const cache = new LoadingCache<string, string>({ max: 10, ttlMs: 60_000 });
    expect(await cache.get('k', constant('eerste'))).toBe('eerste');
    expect(await cache.get('ander', constant('blijft'))).toBe('blijft');
    cache.forget('k');
    const old = loader(['voor de wijziging']);
    const running = cache.get('k', old.load);
    cache.forget('k');
    old.releaseAll();
    expect(await running).toBe('voor de wijziging');
    expect(await cache.get('k', constant('na de wijziging'))).toBe('na de wijziging');
    expect(await cache.get('ander', constant('nieuw'))).toBe('blijft');
  });

  it('does not keep a failed load: the next request tries again', async () => {
    const cache = new LoadingCache<string, number>({ max: 10, ttlMs: 1000, staleMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('database weg')))).rejects.toThrow(
      'database weg',
    );
    expect(await cache.get('k', constant(3))).toBe(3);
  });

  it('drops the least recently used entry when full', async () => {
    const cache = new LoadingCache<string, number>({ max: 2, ttlMs: 60_000 });
    await cache.get('a', constant(1));
    await cache.get('b', constant(2));
    await cache.get('a', constant(-1)); // a is now more recent than b
    await cache.get('c', constant(3));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', constant(-1))).toBe(1);
    expect(await cache.get('c', constant(-1))).toBe(3);
    expect(await cache.get('b', constant(20))).toBe(20);
  });

  it('remembers a load that found nothing (undefined, null) instead of loading it again', async () => {
    const cache = new LoadingCache<string, number | null | undefined>({ max: 10, ttlMs: 60_000 });
    await cache.get('onbekend', constant(undefined));
    await cache.get('leeg', constant(null));
    expect(await cache.get('onbekend', constant(1))).toBeUndefined();
    expect(await cache.get('leeg', constant(1))).toBeNull();
  });

  it('expires entries after the time-to-live, also on a clock that starts at 0', async () => {
    let now = 0;
    const cache = new LoadingCache<string, string>({ max: 10, ttlMs: 500, now: () => now });
    await cache.get('k', constant('v'));
    now = 500;
    expect(await cache.get('k', constant('nieuw'))).toBe('v');
    now = 501;
    expect(await cache.get('k', constant('nieuw'))).toBe('nieuw');
  });

  describe('fresh (the answer without waiting, for the bearer check of every request)', () => {
    it('gives a loaded value until it turns stale, then nothing until get has reloaded it', async () => {
      const { cache, source, advance } = await loadedOnClock(
        { ttlMs: 1000, staleMs: 1000 },
        [1, 2],
      );
      expect(cache.fresh('k')).toEqual({ value: 1 });
      advance(999);
      expect(cache.fresh('k')).toEqual({ value: 1 });
      advance(2);
      expect(cache.fresh('k')).toBeUndefined();
      const stale = cache.get('k', source.load);
      expect(await stale).toBe(1);
      source.releaseAll();
      await tick();
      expect(cache.fresh('k')).toEqual({ value: 2 });
      expect(source.calls).toBe(2);
    });

    it('gives nothing for a key never loaded, nor while its first load runs', async () => {
      const cache = new LoadingCache<string, number>({ max: 10, ttlMs: 1000 });
      expect(cache.fresh('k')).toBeUndefined();
      const source = loader([5]);
      const first = cache.get('k', source.load);
      expect(cache.fresh('k')).toBeUndefined();
      source.releaseAll();
      await first;
      expect(cache.fresh('k')).toEqual({ value: 5 });
    });

    it('gives nothing once the key is forgotten or the cache cleared', async () => {
      const cache = new LoadingCache<string, number | null>({ max: 10, ttlMs: 60_000 });
      await cache.get('a', constant(null));
      await cache.get('b', constant(2));
      expect(cache.fresh('a')).toEqual({ value: null });
      cache.forget('a');
      expect(cache.fresh('a')).toBeUndefined();
      expect(cache.fresh('b')).toEqual({ value: 2 });
      cache.clear();
      expect(cache.fresh('b')).toBeUndefined();
    });

    it('gives nothing after the time-to-live without a stale window', async () => {
      const { cache, advance } = await loadedOnClock({ ttlMs: 1000 }, [1]);
      expect(cache.fresh('k')).toEqual({ value: 1 });
      advance(1001);
      expect(cache.fresh('k')).toBeUndefined();
    });
  });
});
