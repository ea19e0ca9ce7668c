import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;
/** The table of the migration 0003_login_failures (schema.ts: loginFailures). */
const TABLE = 'login_failures';

export interface ThrottleLimits {
  perAccount: number;
  perIp: number;
}

/**
 * Counts failed logins per account and per IP in a 15-minute window that starts at the first
 * failure, in PostgreSQL so every instance sees the same counts (rate-limiter-flexible). The IP
 * limit is far higher than the account limit, so one person's typos lock only their own account
 * and a whole office behind one IP address keeps working.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;

  constructor(pool: pg.Pool, limits: ThrottleLimits = { perAccount: 10, perIp: 100 }) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        // Our migrations create the table; the library must not run DDL at start-up.
        tableCreated: true,
        keyPrefix,
        points,
        duration: WINDOW_SECONDS,
      });
    this.perAccount = limiter('login_account', limits.perAccount);
    this.perIp = limiter('login_ip', limits.perIp);
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  async retryAfter(account: string, ip: string): Promise<number> {
    const [byAccount, byIp] = await Promise.all([this.perAccount.get(account), this.perIp.get(ip)]);
    return Math.max(
      blockedFor(byAccount, this.perAccount.points),
      blockedFor(byIp, this.perIp.points),
    );
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(account), this.perIp.penalty(ip)]);
  }

  /** A success clears the account's failures, never the address's. */
  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}

function blockedFor(window: RateLimiterRes | null, limit: number): number {
  if (!window || window.consumedPoints < limit) return 0;
  return Math.max(1, Math.ceil(window.msBeforeNext / 1000));
}
