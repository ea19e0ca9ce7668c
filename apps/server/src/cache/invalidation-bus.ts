/**
 * How instances behind one database tell each other that a cached value changed. A write
 * forgets its own copy at once and publishes the key; every other instance forgets it when the
 * message arrives (PostgreSQL LISTEN/NOTIFY: pg-invalidation-bus.ts).
 */
export interface InvalidationBus {
  /**
   * Whether messages from the other instances arrive now. While they do not, a shared cache
   * keeps nothing (it could not learn that a value went out of date).
   */
  readonly listening: boolean;
  /**
   * Tells the other instances to forget `key` of `cache` (`null`: all of it). Resolves once
   * they can have seen it; never rejects (the write it follows is already done).
   */
  publish(cache: string, key: string | null): Promise<void>;
  /**
   * `forget` runs for every message about `cache` from another instance, and with `null`
   * whenever messages may have been missed (the connection that receives them was lost).
   */
  subscribe(cache: string, forget: (key: string | null) => void): void;
}

/** One process on its own (the seed scripts): nobody else to tell. */
export const localOnlyBus: InvalidationBus = {
  listening: true,
  publish: async () => {},
  subscribe: () => {},
};
