import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOf } from '../../src/seed/demo-company.js';
import { freePort } from '../helpers/free-port.js';
import { startPortal, type Portal } from './portal-process.js';

/**
 * Issue 9, item 5: SIGTERM with clients connected. The real entry point on the embedded
 * PostgreSQL in a data folder of its own (the first start creates and seeds it).
 */

const PASSWORD = 'Shutdown-test-1';
let dataDir: string;
let port: number;
let pgPort: number;
let portal: Portal | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-shutdown-'));
  port = await freePort();
  pgPort = await freePort();
});
afterEach(() => {
  portal?.kill();
  portal = undefined;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<Portal> {
  portal = startPortal({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'info',
  });
  await portal.waitFor(/portal is running/, 90_000);
  return portal;
}

const postmasterPid = () => path.join(dataDir, 'postgres', 'postmaster.pid');

/** A sign-in whose body is sent in two halves, so the request is under way in between. */
function halfSentSignIn() {
  const body = JSON.stringify({ username: emailOf('daan'), password: PASSWORD });
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    'POST /wp-json/jwt-auth/v1/token HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      'Connection: keep-alive\r\n\r\n' +
      body.slice(0, 10),
  );
  return { finish: () => socket.write(body.slice(10)), ended, destroy: () => socket.destroy() };
}

/** An idle keep-alive connection: one answered request, the socket kept open by the agent. */
async function idleKeepAlive() {
  const agent = new http.Agent({ keepAlive: true });
  const socket = await new Promise<Socket>((resolve, reject) => {
    const request = http.get({ port, host: '127.0.0.1', path: '/healthz', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket!));
    });
    request.on('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { closed, agent };
}

describe('shutting down on a signal', () => {
  it('exits 0 within 2 s of SIGTERM with an idle keep-alive client, the database stopped', async () => {
    const running = await start();
    const idle = await idleKeepAlive();
    expect(existsSync(postmasterPid())).toBe(true);

    const sent = Date.now();
    running.signal('SIGTERM');
    const exit = await running.exited;
    expect(exit.code, running.output().stderr).toBe(0);
    expect(exit.at - sent).toBeLessThan(2000);
    expect((await idle.closed) - sent).toBeLessThan(1000);
    idle.agent.destroy();

    // PostgreSQL shut down cleanly (it removes its pid file), and our lock was released.
    expect(existsSync(postmasterPid())).toBe(false);
    expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
    const messages = running.logLines().map((line) => line.msg);
    expect(messages).toContain('SIGTERM: shutting down, finishing the requests under way');
    expect(messages.at(-1)).toBe('Stopped');
  }, 120_000);

  it('answers a request under way at SIGTERM (from the database) before it exits 0', async () => {
    const running = await start();
    const signIn = halfSentSignIn();
    await new Promise((resolve) => setTimeout(resolve, 200));

    running.signal('SIGTERM');
    await running.waitFor(/shutting down/, 5000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    signIn.finish();

    const answer = await signIn.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"token":"');
    const exit = await running.exited;
    expect(exit.code, running.output().stderr).toBe(0);
    expect(existsSync(postmasterPid())).toBe(false);
  }, 60_000);

  it('exits 1 after the 10 s deadline when a request never finishes, logged, PostgreSQL stopped', async () => {
    const running = await start();
    const stuck = halfSentSignIn();
    await new Promise((resolve) => setTimeout(resolve, 200));

    const sent = Date.now();
    running.signal('SIGTERM');
    const exit = await running.exited;
    stuck.destroy();
    expect(exit.code).toBe(1);
    expect(exit.at - sent).toBeGreaterThanOrEqual(10_000);
    expect(exit.at - sent).toBeLessThan(13_000);
    const failure = running.logLines().find((line) => line.level === 50);
    expect(failure?.msg).toBe('Shutdown took longer than 10 s: exiting anyway');
    // The exit still stops the embedded PostgreSQL (db/embedded.ts's exit hook).
    for (let i = 0; i < 100 && existsSync(postmasterPid()); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(existsSync(postmasterPid())).toBe(false);
  }, 60_000);
});
