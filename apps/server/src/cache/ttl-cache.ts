interface Entry<V> {
  value?: V;
  /** Fresh until then; afterwards served while one refresh runs, up to `staleMs` longer. */
  freshUntil: number;
  loading?: Promise<V>;
}

/**
 * Results of hot read queries (a page of news and its X-WP-Total, a month of declarations),
 * kept for a moment per exact query. Writes through this process clear it at once; a write elsewhere shows within
 * `ttlMs + staleMs`. After `ttlMs` the old value is still answered while one request reloads
 * it, and requests that arrive together for a missing value share one query, so a burst after
 * a write or an expiry never becomes a burst of identical queries.
 */
export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly staleMs = 3_000,
    private readonly maxEntries = 2_000,
  ) {}

  async get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const entry = this.entries.get(key);
    if (entry?.value !== undefined) {
      if (now < entry.freshUntil) return entry.value;
      if (now < entry.freshUntil + this.staleMs) {
        if (!entry.loading) this.reload(key, entry, load).catch(() => {});
        return entry.value;
      }
    }
    if (entry?.loading) return entry.loading;
    return this.reload(key, entry ?? this.add(key), load);
  }

  /** Forgets one key; a load still running for it will not store its (older) result. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    // A new map: loads still running for the old one cannot write into this one.
    this.entries = new Map();
  }

  private add(key: string): Entry<V> {
    if (this.entries.size >= this.maxEntries) this.entries = new Map();
    const entry: Entry<V> = { freshUntil: 0 };
    this.entries.set(key, entry);
    return entry;
  }

  private reload(key: string, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const entries = this.entries;
    const loading = load().then(
      (value) => {
        if (entries.get(key) === entry) {
          entry.value = value;
          entry.freshUntil = Date.now() + this.ttlMs;
        }
        entry.loading = undefined;
        return value;
      },
      (error: unknown) => {
        entry.loading = undefined;
        if (entry.value === undefined && entries.get(key) === entry) entries.delete(key);
        throw error;
      },
    );
    entry.loading = loading;
    return loading;
  }
}
