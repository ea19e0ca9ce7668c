import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';

const TTL_MS = 10_000;
/** Far more people than sign in within TTL_MS; past it the least recently seen go first. */
const MAX_USERS = 50_000;

export interface SessionState {
  sessionKey: string;
  roles: string[];
}

/**
 * Remembers each user's current session key and roles for a few seconds, so checking a bearer
 * token does not cost a query per request (and a burst of one user's requests costs one). A
 * change of the key drops the entry on every instance before it answers (SharedCache).
 */
export class SessionKeyCache {
  private readonly entries: SharedCache<number, SessionState | null>;

  constructor(
    private readonly load: (userId: number) => Promise<SessionState | null>,
    bus: InvalidationBus,
  ) {
    this.entries = new SharedCache('session-keys', bus, { max: MAX_USERS, ttlMs: TTL_MS });
  }

  get(userId: number): Promise<SessionState | null> {
    return this.entries.get(userId, () => this.load(userId));
  }

  /** The state this instance knows fresh, without a query; undefined when it would need one. */
  known(userId: number): { value: SessionState | null } | undefined {
    return this.entries.fresh(userId);
  }

  forget(userId: number): Promise<void> {
    return this.entries.forget(userId);
  }
}
