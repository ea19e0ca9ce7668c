const TTL_MS = 10_000;

export interface SessionState {
  sessionKey: string;
  roles: string[];
}

/**
 * Remembers each user's current session key and roles for a few seconds, so checking a bearer
 * token does not cost a query per request. This process drops the entry the moment the key
 * changes; another instance behind the same database notices within TTL_MS.
 */
export class SessionKeyCache {
  private readonly entries = new Map<number, { state: SessionState | null; at: number }>();

  constructor(private readonly load: (userId: number) => Promise<SessionState | null>) {}

  async get(userId: number): Promise<SessionState | null> {
    const hit = this.entries.get(userId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.state;
    const state = await this.load(userId);
    this.entries.set(userId, { state, at: Date.now() });
    return state;
  }

  forget(userId: number): void {
    this.entries.delete(userId);
  }
}
