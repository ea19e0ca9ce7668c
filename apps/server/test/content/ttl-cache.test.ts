import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/cache/ttl-cache.js';

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

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache', () => {
  it('shares one load between requests that arrive together for a missing value', async () => {
    const cache = new TtlCache<number>(1000, 1000);
    const source = loader([7]);
    const answers = [1, 2, 3].map(() => cache.get('k', source.load, 0));
    source.releaseAll();
    expect(await Promise.all(answers)).toEqual([7, 7, 7]);
    expect(source.calls).toBe(1);
  });

  it('answers a fresh value without loading, and a stale one while a single reload runs', async () => {
    const cache = new TtlCache<number>(1000, 1000);
    const source = loader([1, 2]);
    const first = cache.get('k', source.load);
    source.releaseAll();
    await first;
    const now = Date.now();
    expect(await cache.get('k', source.load, now + 500)).toBe(1);
    expect(source.calls).toBe(1);
    expect(await cache.get('k', source.load, now + 1500)).toBe(1);
    expect(await cache.get('k', source.load, now + 1600)).toBe(1);
    expect(source.calls).toBe(2);
    source.releaseAll();
    await tick();
    expect(await cache.get('k', source.load, now + 1700)).toBe(2);
  });

  it('waits for a new value once the stale window has passed too', async () => {
    const cache = new TtlCache<number>(1000, 1000);
    const source = loader([1, 2]);
    const first = cache.get('k', source.load);
    source.releaseAll();
    await first;
    const later = cache.get('k', source.load, Date.now() + 5000);
    source.releaseAll();
    expect(await later).toBe(2);
  });

  it('forgets everything on clear, and a load that was running cannot bring the old value back', async () => {
    const cache = new TtlCache<string>(60_000, 0);
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

  it('does not keep a failed load: the next request tries again', async () => {
    const cache = new TtlCache<number>(1000, 1000);
    await expect(cache.get('k', () => Promise.reject(new Error('database weg')))).rejects.toThrow(
      'database weg',
    );
    expect(await cache.get('k', () => Promise.resolve(3))).toBe(3);
  });
});
