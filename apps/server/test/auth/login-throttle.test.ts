import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { LoginThrottle } from '../../src/modules/auth/login-throttle.js';
import { TEST_PASSWORD, useTestApp } from '../helpers/test-app.js';

const MINUTE = 60 * 1000;

// The app's own throttle (default limits, counts in PostgreSQL) on a clock the test moves by
// hand: rate-limiter-flexible times its windows with Date.now().
let clock = Date.UTC(2026, 2, 2, 9, 0, 0);
vi.useFakeTimers({ toFake: ['Date'], now: clock });
const moveClock = (ms: number) => vi.setSystemTime((clock += ms));
afterAll(() => {
  vi.useRealTimers();
});
const ctx = useTestApp();

const signIn = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    remoteAddress,
    payload: { username, password },
  });

const ADDRESS_A = '127.0.0.1';
const ADDRESS_B = '192.0.2.44';

describe('login throttling through POST /wp-json/jwt-auth/v1/token', () => {
  it('answers 429 jwt_auth_too_many_attempts in Dutch from the same address after 10 wrong passwords, even with the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await signIn(emailOf('daan'), `fout-${attempt}`, ADDRESS_A);
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
      expect(wrong.json().code, `attempt ${attempt}`).toBe('incorrect_password');
    }
    const response = await signIn(emailOf('daan'), TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('900');
    expect(response.json()).toStrictEqual({
      success: false,
      statusCode: 429,
      code: 'jwt_auth_too_many_attempts',
      message: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
      data: [],
    });
    expect(response.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
  });

  it('counts the account case-insensitively (DAAN@… is the same account)', async () => {
    const response = await signIn(emailOf('daan').toUpperCase(), TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('jwt_auth_too_many_attempts');
  });

  it('counts the e-mail address and the username of one person as one account (daan is blocked too)', async () => {
    const response = await signIn('daan', TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('jwt_auth_too_many_attempts');
  });

  it('lets the right password in from another address: wrong passwords elsewhere never lock the owner out', async () => {
    // More wrong ones from A, refused and not counted.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(emailOf('daan'), 'fout', ADDRESS_A)).statusCode).toBe(429);
    }
    const response = await signIn(emailOf('daan'), TEST_PASSWORD, ADDRESS_B);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nicename).toBe('daan');
  });

  it('still lets another account from the same address sign in', async () => {
    const response = await signIn(emailOf('femke'), TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nicename).toBe('femke');
  });

  it('keeps the account refused at that address 14 minutes later, saying 1 minuut', async () => {
    moveClock(14 * MINUTE);
    const response = await signIn(emailOf('daan'), TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 1 minuut opnieuw.',
    );
  });

  it('allows the account again once 15 minutes have passed since the failures', async () => {
    moveClock(1 * MINUTE);
    const response = await signIn(emailOf('daan'), TEST_PASSWORD, ADDRESS_A);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nicename).toBe('daan');
  });

  it('does not count 9 wrong passwords followed by a success towards a block', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(emailOf('emma'), 'fout')).statusCode).toBe(401);
    }
    expect((await signIn(emailOf('emma'), TEST_PASSWORD)).statusCode).toBe(200);
    // The success reset the count of this address: another wrong password is a plain 401.
    expect((await signIn(emailOf('emma'), 'fout')).statusCode).toBe(401);
    expect((await signIn(emailOf('emma'), TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows down an account attacked from many addresses (seconds, with Retry-After), without locking it', async () => {
    // 3 addresses × 10 wrong passwords: the account's 30th failure.
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await signIn(emailOf('thijs'), 'fout', address)).statusCode).toBe(401);
      }
    }
    const slowed = await signIn(emailOf('thijs'), TEST_PASSWORD, '198.51.100.4');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json().message).toBe(
      'Te veel mislukte inlogpogingen. Probeer het over 1 seconde opnieuw.',
    );
    moveClock(1000);
    expect((await signIn(emailOf('thijs'), TEST_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
  });
});

describe('LoginThrottle', () => {
  const limits = { perPair: 3, perAccount: 6, perIp: 5 };
  const throttle = (custom = limits) => new LoginThrottle(ctx.database.pool, custom);

  // Every throttle on this database shares the counts: each case starts from none.
  beforeEach(async () => {
    await ctx.database.pool.query('delete from login_failures');
  });

  it('refuses one address for one account at the per-pair limit, and nothing else', async () => {
    const unit = throttle();
    for (let i = 0; i < 3; i++) await unit.recordFailure('a@x', '10.0.0.1');
    expect(await unit.retryAfter('a@x', '10.0.0.1')).toBe(15 * 60);
    expect(await unit.retryAfter('a@x', '10.0.0.9')).toBe(0);
    expect(await unit.retryAfter('b@x', '10.0.0.1')).toBe(0);
  });

  it('makes an account attacked from many addresses wait 1, 2, 4, 8, then at most 15 seconds', async () => {
    const unit = throttle({ perPair: 3, perAccount: 6, perIp: 100 });
    for (let i = 0; i < 6; i++) await unit.recordFailure('a@x', `10.0.0.${i % 2}`);
    const waits = [await unit.retryAfter('a@x', '10.0.0.9')];
    for (let i = 0; i < 5; i++) {
      moveClock(waits.at(-1)! * 1000);
      expect(await unit.retryAfter('a@x', '10.0.0.9')).toBe(0);
      await unit.recordFailure('a@x', `10.0.1.${i}`);
      waits.push(await unit.retryAfter('a@x', '10.0.0.9'));
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
    // Other accounts are not slowed.
    expect(await unit.retryAfter('b@x', '10.0.0.9')).toBe(0);
  });

  it('lets an address the account signed in from before skip the wait of an attacked account', async () => {
    const unit = throttle({ perPair: 3, perAccount: 6, perIp: 100 });
    await unit.recordSuccess('a@x', '10.0.5.5');
    for (let i = 0; i < 6; i++) await unit.recordFailure('a@x', `10.0.0.${i % 2}`);
    expect(await unit.retryAfter('a@x', '10.0.0.9')).toBe(1);
    expect(await unit.retryAfter('a@x', '10.0.5.5')).toBe(0);
  });

  it('refuses an address over the per-IP limit for accounts not known there, not for known ones', async () => {
    const unit = throttle();
    await unit.recordSuccess('colleague@x', '10.0.0.1');
    for (let i = 0; i < 4; i++) await unit.recordFailure(`account-${i}@x`, '10.0.0.1');
    expect(await unit.retryAfter('fresh@x', '10.0.0.1')).toBe(0);

    await unit.recordFailure('account-4@x', '10.0.0.1');
    for (const account of ['fresh@x', 'account-0@x']) {
      expect(await unit.retryAfter(account, '10.0.0.1'), account).toBe(15 * 60);
    }
    expect(await unit.retryAfter('colleague@x', '10.0.0.1')).toBe(0);
    expect(await unit.retryAfter('fresh@x', '10.0.0.2')).toBe(0);

    moveClock(5 * MINUTE);
    expect(await unit.retryAfter('fresh@x', '10.0.0.1')).toBe(10 * 60);
  });

  it('does not lift an address block when one account on it signs in successfully', async () => {
    const unit = throttle();
    for (let i = 0; i < 5; i++) await unit.recordFailure(`account-${i}@x`, '10.0.0.1');
    await unit.recordSuccess('account-0@x', '10.0.0.2');
    expect(await unit.retryAfter('account-0@x', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('lifts an address block when the oldest failures leave the 15-minute window', async () => {
    const unit = throttle();
    await unit.recordFailure('a@x', '10.0.0.1');
    moveClock(10 * MINUTE);
    for (let i = 0; i < 4; i++) await unit.recordFailure(`b${i}@x`, '10.0.0.1');
    expect(await unit.retryAfter('c@x', '10.0.0.1')).toBe(5 * 60);
    moveClock(5 * MINUTE);
    expect(await unit.retryAfter('c@x', '10.0.0.1')).toBe(0);
  });

  it('holds across instances: failures counted by one server refuse the address on another', async () => {
    const other = createDatabase(ctx.database.url, 1);
    try {
      const first = throttle();
      const second = new LoginThrottle(other.pool, limits);
      await first.recordFailure('a@x', '10.0.0.1');
      await second.recordFailure('a@x', '10.0.0.1');
      expect(await second.retryAfter('a@x', '10.0.0.1')).toBe(0);
      await first.recordFailure('a@x', '10.0.0.1');
      expect(await second.retryAfter('a@x', '10.0.0.1')).toBe(15 * 60);
      await second.recordSuccess('a@x', '10.0.0.1');
      expect(await first.retryAfter('a@x', '10.0.0.1')).toBe(0);
    } finally {
      await other.pool.end();
    }
  });
});
