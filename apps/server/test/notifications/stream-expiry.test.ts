import { describe, expect, it } from 'vitest';
import { createUser } from '../factories/index.js';
import { login } from '../helpers/test-app.js';
import { useTwoInstances } from '../helpers/two-instances.js';
import { openStream } from './sse-client.js';

/**
 * Issue 26: an open stream gets a keep-alive comment on a timer and ends when the access token
 * it was opened with expires (the web reconnects with a fresh one). Here tokens live 2 s and
 * the second instance comments every 100 ms.
 */

const pair = useTwoInstances({
  overHttp: true,
  config: { accessTokenTtl: 2 },
  second: { notificationHeartbeatMs: 100 },
});

describe('an open stream', () => {
  it('is kept alive by comments and ends when its token expires', async () => {
    const user = await createUser(pair.ctx.database.db);
    const { token } = await login(pair.ctx.app, user.email, user.password);
    const stream = await openStream(pair.second, token);
    expect(stream.status).toBe(200);
    await stream.until((s) => s.comments.length >= 3, 'three keep-alive comments', 2_000);
    expect(stream.ended).toBe(false);
    await stream.until((s) => s.ended, 'the end at the token’s expiry', 4_000);
    expect(stream.counts).toEqual([0]);
  });
});
