const WINDOW_MS = 15 * 60 * 1000;
const MAX_KEYS = 50_000;

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}

/**
 * Counts failed logins per account and per IP in a sliding 15-minute window. The IP limit is
 * far higher than the account limit, so one person's typos lock only their own account and a
 * whole office behind one IP address keeps working.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits = { perAccount: 10, perIp: 100 },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(account: string, ip: string): number {
    return Math.max(
      this.blockedFor(`account:${account}`, this.limits.perAccount),
      this.blockedFor(`ip:${ip}`, this.limits.perIp),
    );
  }

  recordFailure(account: string, ip: string): void {
    this.push(`account:${account}`);
    this.push(`ip:${ip}`);
  }

  recordSuccess(account: string): void {
    this.failures.delete(`account:${account}`);
  }

  private blockedFor(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    const oldestThatCounts = recent[recent.length - limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestThatCounts + WINDOW_MS - this.now()) / 1000));
  }

  private recent(key: string): number[] {
    const cutoff = this.now() - WINDOW_MS;
    const list = (this.failures.get(key) ?? []).filter((at) => at > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  private push(key: string): void {
    if (!this.failures.has(key) && this.failures.size >= MAX_KEYS) {
      const oldestKey = this.failures.keys().next().value;
      if (oldestKey !== undefined) this.failures.delete(oldestKey);
    }
    this.failures.set(key, [...this.recent(key), this.now()]);
  }
}
