import type { InvalidationBus } from './invalidation-bus.js';
import { LoadingCache, type Box, type LoadingCacheOptions } from './loading-cache.js';

/**
 * A LoadingCache that several instances keep as one: forgetting a key here forgets it on every
 * instance that shares the bus (by the cache's `name`). While the bus is not listening, nothing
 * is kept and every `get` loads: a missed message could otherwise leave an old value in place.
 */
export class SharedCache<K extends string | number, V> {
  private readonly local: LoadingCache<string, V>;

  constructor(
    private readonly name: string,
    private readonly bus: InvalidationBus,
    options: LoadingCacheOptions,
  ) {
    this.local = new LoadingCache<string, V>(options);
    bus.subscribe(name, (key) => (key === null ? this.local.clear() : this.local.forget(key)));
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    if (!this.bus.listening) return load();
    return this.local.get(String(key), load);
  }

  /** The stored value of `key` if fresh (LoadingCache.fresh); nothing while the bus is down. */
  fresh(key: K): Box<V> | undefined {
    return this.bus.listening ? this.local.fresh(String(key)) : undefined;
  }

  /** Forgets `key` here at once and on the other instances before it resolves. */
  async forget(key: K): Promise<void> {
    this.local.forget(String(key));
    await this.bus.publish(this.name, String(key));
  }

  /** Forgets every key, here and on the other instances. */
  async clear(): Promise<void> {
    this.local.clear();
    await this.bus.publish(this.name, null);
  }

  get size(): number {
    return this.local.size;
  }
}
