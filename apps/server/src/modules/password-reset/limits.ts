import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

const HOUR = 3600;

export interface PasswordResetLimitValues {
  /** Requests from one address (IP) per hour before it gets 429. */
  perIp: number;
  /** Mails to one e-mail address per hour; past it the same answer, without a mail. */
  perEmail: number;
}

export const DEFAULT_RESET_LIMITS: PasswordResetLimitValues = { perIp: 20, perEmail: 3 };

/**
 * "Wachtwoord vergeten?" is limited like sign-in (rate-limiter-flexible, counted in PostgreSQL's
 * login_failures table, so every instance sees the same counts), per caller's address and per
 * e-mail address asked for. The first is answered with 429, the same for every address asked
 * for; the second only stops further mails, so a stranger can neither flood someone's inbox
 * nor learn from the answer whether an address has an account.
 */
export class PasswordResetLimits {
  private readonly perIp: RateLimiterPostgres;
  private readonly perEmail: RateLimiterPostgres;

  constructor(pool: pg.Pool, limits: PasswordResetLimitValues = DEFAULT_RESET_LIMITS) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: 'login_failures',
        tableCreated: true,
        keyPrefix,
        points,
        duration: HOUR,
      });
    this.perIp = limiter('reset_ip', limits.perIp);
    this.perEmail = limiter('reset_email', limits.perEmail);
  }

  /**
   * Counts one request: the seconds to wait when the caller's address is over its limit,
   * otherwise whether a mail may go to `email`.
   */
  async take(email: string, ip: string): Promise<{ waitSeconds: number } | { mail: boolean }> {
    const byIp = await over(this.perIp.consume(ip));
    if (byIp) return { waitSeconds: Math.max(1, Math.ceil(byIp.msBeforeNext / 1000)) };
    return { mail: !(await over(this.perEmail.consume(email))) };
  }
}

/** The limiter's answer when the key was over its points (it rejects), else undefined. */
async function over(consumed: Promise<RateLimiterRes>): Promise<RateLimiterRes | undefined> {
  try {
    await consumed;
    return undefined;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  }
}
