import type pg from 'pg';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;
/** How long an address stays known for an account after a successful sign-in from it. */
const KNOWN_SECONDS = 30 * 24 * 3600;
/** The longest wait of an account under attack: slowed down, never locked. */
const MAX_WAIT_SECONDS = 15;
/** The table of the migration 0003_login_failures (schema.ts: loginFailures). */
const TABLE = 'login_failures';

export interface ThrottleLimits {
  /** Failures of one account from one address before that address is refused for it. */
  perPair: number;
  /** Failures of one account from all addresses before every failure makes the next wait. */
  perAccount: number;
  /** Failures from one address over all accounts before it is refused for unknown accounts. */
  perIp: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { perPair: 10, perAccount: 30, perIp: 100 };

/**
 * Failed sign-ins (login and the old password of change-password), counted in PostgreSQL so
 * every instance sees the same counts (rate-limiter-flexible), in 15-minute windows that start
 * at the first failure. The rules (docs/product-rules.md, "Sign-in limits"):
 *
 * 1. Per account and address: after 10 failures that address is refused for that account until
 *    the window ends, the right password too (else the guessing would just go on). No other
 *    address is affected, so wrong passwords typed in one place never lock out the owner.
 * 2. Per account over all addresses: refused attempts are not counted, so one address adds at
 *    most 10 per window; 30 failures therefore take several addresses. From then on every
 *    failure makes the next attempt on the account wait 1, 2, 4, 8, then 15 seconds (429 with
 *    Retry-After): an account attacked from many addresses is slowed down, never locked.
 * 3. Per address over all accounts: after 100 failures the address is refused (until the window
 *    ends) for every account that is not known there. That stops one address trying a password
 *    on many accounts, while colleagues behind the same office address keep signing in.
 * 4. Known: a successful sign-in makes the address known for that account for 30 days. A known
 *    address skips rules 2 and 3, never rule 1; its own failures still count.
 * 5. A success clears the failures of its account and address; the account's and the address's
 *    totals stay, as those failures came from elsewhere or were made on other accounts.
 */
export class LoginThrottle {
  private readonly perPair: RateLimiterPostgres;
  private readonly perAccount: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  /** A row while an attacked account waits; its expiry is the end of the wait. */
  private readonly accountWait: RateLimiterPostgres;
  private readonly known: RateLimiterPostgres;

  constructor(pool: pg.Pool, limits: ThrottleLimits = DEFAULT_LIMITS) {
    const limiter = (keyPrefix: string, points: number, duration = WINDOW_SECONDS) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: TABLE,
        // Our migrations create the table; the library must not run DDL at start-up.
        tableCreated: true,
        keyPrefix,
        points,
        duration,
      });
    this.perPair = limiter('login_pair', limits.perPair);
    this.perAccount = limiter('login_account', limits.perAccount);
    this.perIp = limiter('login_ip', limits.perIp);
    this.accountWait = limiter('login_wait', 1);
    this.known = limiter('login_known', 1, KNOWN_SECONDS);
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  async retryAfter(account: string, ip: string): Promise<number> {
    const pair = pairKey(account, ip);
    const [byPair, known, wait, byIp] = await Promise.all([
      this.perPair.get(pair),
      this.known.get(pair),
      this.accountWait.get(account),
      this.perIp.get(ip),
    ]);
    const refused = blockedFor(byPair, this.perPair.points);
    if (refused > 0 || known) return refused;
    return Math.max(blockedFor(byIp, this.perIp.points), wait ? seconds(wait.msBeforeNext) : 0);
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const [, byAccount] = await Promise.all([
      this.perPair.penalty(pairKey(account, ip)),
      this.perAccount.penalty(account),
      this.perIp.penalty(ip),
    ]);
    const over = byAccount.consumedPoints - this.perAccount.points;
    if (over >= 0) await this.accountWait.block(account, Math.min(2 ** over, MAX_WAIT_SECONDS));
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    const pair = pairKey(account, ip);
    await Promise.all([this.perPair.delete(pair), this.known.set(pair, 1, KNOWN_SECONDS)]);
  }
}

/** An address never holds `|`, so the pair key is unambiguous whatever the account key holds. */
const pairKey = (account: string, ip: string) => `${account}|${ip}`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function blockedFor(window: RateLimiterRes | null, limit: number): number {
  if (!window || window.consumedPoints < limit) return 0;
  return seconds(window.msBeforeNext);
}
