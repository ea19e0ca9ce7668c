import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { createDiskStorage } from '../../src/modules/files/storage.js';
import { SIGNING_KEY, testConfig } from '../helpers/test-app.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Closing the app (what SIGTERM does) with keep-alive clients: an idle connection is closed at
 * once, a request under way is answered and its connection then closed, so close() ends as
 * soon as the last answer is out instead of waiting for the keep-alive timeout.
 */
describe('closing with keep-alive clients', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  let port: number;
  let release: () => void;
  const started = new Promise<void>((resolve) => (release = resolve));
  let finishSlow: () => void;
  const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig,
      db: database.db,
      signingKey: SIGNING_KEY,
      storage: createDiskStorage(tmpdir()),
    });
    // A request that is still being worked on when the close begins.
    app.get('/test/slow', async () => {
      release();
      await slowMayFinish;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await database?.drop();
  });

  const get = (agent: http.Agent, path: string) =>
    new Promise<{ status: number; connection: string | undefined; body: string; socket: Socket }>(
      (resolve, reject) => {
        const request = http.get({ port, host: '127.0.0.1', path, agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += String(chunk)));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
              socket: request.socket!,
            }),
          );
        });
        request.on('error', reject);
      },
    );

  it('closes the idle connection at once and answers the request under way, then ends', async () => {
    const idleAgent = new http.Agent({ keepAlive: true });
    const busyAgent = new http.Agent({ keepAlive: true });
    const idle = await get(idleAgent, '/healthz');
    expect(idle.connection).toBe('keep-alive');
    const idleClosed = new Promise<number>((resolve) =>
      idle.socket.once('close', () => resolve(Date.now())),
    );

    const slow = get(busyAgent, '/test/slow');
    await started;
    const closeStarted = Date.now();
    const closed = app.close().then(() => Date.now());

    expect((await idleClosed) - closeStarted).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    finishSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ done: true });
    expect(answer.connection).toBe('close');
    expect((await closed) - closeStarted).toBeLessThan(2000);
    idleAgent.destroy();
    busyAgent.destroy();
  });
});
