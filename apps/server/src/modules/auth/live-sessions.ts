import type { InvalidationBus } from '../../cache/invalidation-bus.js';
import { SharedCache } from '../../cache/shared-cache.js';

const TTL_MS = 10_000;
/** Far more sign-ins than are used within TTL_MS; past it the least recently seen go first. */
const MAX_SESSIONS = 50_000;

/**
 * Whether a sign-in (the `sid` of an access token: its refresh-token family) still lives: it has
 * a current refresh token that is neither revoked nor expired. A logout or a detected reuse
 * revokes the family. The answer is kept a few seconds, so a bearer check does not cost a query
 * per request; a revocation forgets the session on every instance before the logout answers
 * (SharedCache), so the next check anywhere reads the database.
 */
export class LiveSessions {
  private readonly entries: SharedCache<string, boolean>;

  constructor(
    private readonly load: (sid: string, userId: number) => Promise<boolean>,
    bus: InvalidationBus,
  ) {
    this.entries = new SharedCache('live-sessions', bus, { max: MAX_SESSIONS, ttlMs: TTL_MS });
  }

  /** `sid` comes from a token we signed for `userId`, so the two always belong together. */
  isLive(sid: string, userId: number): Promise<boolean> {
    return this.entries.get(sid, () => this.load(sid, userId));
  }

  /** Whether the sign-in lives, if this instance knows it fresh; undefined when it must ask. */
  knownLive(sid: string): boolean | undefined {
    return this.entries.fresh(sid)?.value;
  }

  forget(sid: string): Promise<void> {
    return this.entries.forget(sid);
  }
}
