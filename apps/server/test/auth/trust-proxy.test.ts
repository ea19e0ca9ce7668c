import { describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { TEST_PASSWORD, useTestApp, type TestContext } from '../helpers/test-app.js';

// Two servers, each on its own database: one behind a reverse proxy at 127.0.0.1 that it
// trusts (TRUST_PROXY=127.0.0.1), one with the default (trust nobody).
const behindProxy = useTestApp({ config: { trustProxy: ['127.0.0.1'] } });
const direct = useTestApp();

const PROXY = '127.0.0.1';
const ATTACKER = '203.0.113.5';
const OWNER = '198.51.100.7';

const signIn = (ctx: TestContext, password: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/wp-json/jwt-auth/v1/token',
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: emailOf('daan'), password },
  });

async function tenWrongPasswords(ctx: TestContext) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await signIn(ctx, 'fout', ATTACKER)).statusCode).toBe(401);
  }
}

describe('TRUST_PROXY and the login limits', () => {
  it('behind a trusted proxy, counts the client address from X-Forwarded-For: the owner elsewhere signs in', async () => {
    await tenWrongPasswords(behindProxy);
    expect((await signIn(behindProxy, TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await signIn(behindProxy, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For (nobody can pretend another address)', async () => {
    await tenWrongPasswords(direct);
    // Every request comes from the proxy's address, whatever the header claims.
    expect((await signIn(direct, TEST_PASSWORD, OWNER)).statusCode).toBe(429);
  });
});
