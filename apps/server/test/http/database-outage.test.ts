import { tmpdir } from 'node:os';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { buildApp } from '../../src/app.js';
import { createDatabase } from '../../src/db/client.js';
import { emailOf } from '../../src/seed/demo-company.js';
import { seedDemo } from '../../src/seed/seed.js';
import { INTRANET, login, SIGNING_KEY, TEST_PASSWORD, testConfig } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/** A TCP proxy to PostgreSQL that the test can cut (refusing new connections, dropping live ones) and restore. */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) =>
      server ? server.close(() => resolve()) : resolve(),
    );
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

describe('database lost while running', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxied: ReturnType<typeof createDatabase>;
  let proxy: CuttableProxy;
  let app: FastifyInstance;
  let session: Awaited<ReturnType<typeof login>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, TEST_PASSWORD);
    const direct = new URL(database.url);
    proxy = new CuttableProxy(direct.hostname, Number(direct.port || 5432));
    await proxy.open();
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    proxied = createDatabase(viaProxy.toString());
    app = await buildApp({
      config: testConfig,
      db: proxied.db,
      signingKey: SIGNING_KEY,
      storage: createDiskStorage(tmpdir()),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.pool.end().catch(() => {});
    await proxy?.cut();
    await database?.drop();
  });

  const getProfile = () =>
    app.inject({
      method: 'GET',
      url: '/wp-json/custom/v1/user-profile',
      headers: { authorization: `Bearer ${session.token}` },
    });

  const UNAVAILABLE = {
    code: 'rest_service_unavailable',
    message: expect.any(String),
    data: { status: 503 },
  };

  it('works through the proxy: sign in and read the profile', async () => {
    session = await login(app, emailOf('daan'));
    const response = await getProfile();
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(emailOf('daan'));
  });

  it('answers 503 rest_service_unavailable (never 500) while the database is unreachable', async () => {
    await proxy.cut();

    // The profile is cached while the cache's invalidation connection lives; once its loss is
    // noticed (a moment after the cut) nothing is kept and the read needs the database. Until
    // then it may still answer from the cache, but never with a 500.
    const statuses: number[] = [];
    let profile = await getProfile();
    for (let tries = 0; profile.statusCode !== 503 && tries < 100; tries++) {
      statuses.push(profile.statusCode);
      await new Promise((resolve) => setTimeout(resolve, 20));
      profile = await getProfile();
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(profile.statusCode).toBe(503);
    expect(profile.json()).toStrictEqual(UNAVAILABLE);
    expect(profile.headers['retry-after']).toBe('5');

    const signIn = await app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token',
      payload: { username: emailOf('emma'), password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toStrictEqual(UNAVAILABLE);

    const refresh = await app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: INTRANET,
      cookies: { refresh_token: session.refreshCookie },
    });
    expect(refresh.statusCode).toBe(503);
    expect(refresh.json()).toStrictEqual(UNAVAILABLE);

    // A second call during the outage is still a clean 503 (no broken pool state, no hang).
    const again = await getProfile();
    expect(again.statusCode).toBe(503);
  });

  it('is alive but not ready while the database is unreachable: /readyz 503 names the check', async () => {
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toStrictEqual({
      code: 'rest_not_ready',
      message: 'Not ready: database unreachable.',
      data: {
        status: 503,
        checks: { database: 'unreachable', migrations: 'unknown' },
        pending: [],
      },
    });
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
  });

  it('recovers without a restart once the database is reachable again on the same address', async () => {
    await proxy.open();
    const profile = await getProfile();
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBe(emailOf('daan'));

    const refresh = await app.inject({
      method: 'POST',
      url: '/wp-json/jwt-auth/v1/token/refresh',
      headers: INTRANET,
      cookies: { refresh_token: session.refreshCookie },
    });
    expect(refresh.statusCode).toBe(200);
    expect((await login(app, emailOf('emma'))).token).toEqual(expect.any(String));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
