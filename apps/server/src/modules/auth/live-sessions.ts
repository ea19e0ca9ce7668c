import { LoadingCache } from '../../cache/loading-cache.js';

const TTL_MS = 10_000;
/** Far more sign-ins than are used within TTL_MS; past it the least recently seen go first. */
const MAX_SESSIONS = 50_000;

/**
 * Whether a sign-in (the `sid` of an access token: its refresh-token family) still lives: it has
 * a current refresh token that is neither revoked nor expired. A logout or a detected reuse
 * revokes the family. The answer is kept a few seconds, so a bearer check does not cost a query
 * per request; this process forgets a session the moment it revokes it (the next check reads
 * the database), another instance behind the same database notices within TTL_MS.
 */
export class LiveSessions {
  private readonly entries = new LoadingCache<string, boolean>({
    max: MAX_SESSIONS,
    ttlMs: TTL_MS,
  });

  constructor(private readonly load: (sid: string, userId: number) => Promise<boolean>) {}

  /** `sid` comes from a token we signed for `userId`, so the two always belong together. */
  isLive(sid: string, userId: number): Promise<boolean> {
    return this.entries.get(sid, () => this.load(sid, userId));
  }

  forget(sid: string): void {
    this.entries.forget(sid);
  }
}
