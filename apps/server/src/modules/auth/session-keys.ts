import { LoadingCache } from '../../cache/loading-cache.js';

const TTL_MS = 10_000;
/** Far more people than sign in within TTL_MS; past it the least recently seen go first. */
const MAX_USERS = 50_000;

export interface SessionState {
  sessionKey: string;
  roles: string[];
}

/**
 * Remembers each user's current session key and roles for a few seconds, so checking a bearer
 * token does not cost a query per request (and a burst of one user's requests costs one). This
 * process drops the entry the moment the key changes; another instance behind the same database
 * notices within TTL_MS.
 */
export class SessionKeyCache {
  private readonly entries = new LoadingCache<number, SessionState | null>({
    max: MAX_USERS,
    ttlMs: TTL_MS,
  });

  constructor(private readonly load: (userId: number) => Promise<SessionState | null>) {}

  get(userId: number): Promise<SessionState | null> {
    return this.entries.get(userId, () => this.load(userId));
  }

  forget(userId: number): void {
    this.entries.forget(userId);
  }
}
