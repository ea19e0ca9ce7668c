import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStartError } from '../../src/db/embedded.js';
import { loadEmbeddedPostgres } from '../helpers/embedded-postgres.js';
import { freePort } from '../helpers/free-port.js';

/**
 * Issue 24, item 14: a failure of the embedded PostgreSQL's start is one paragraph saying why
 * (PostgreSQL's own failure lines, without their time and process prefix) and what to do.
 */

let dataParent: string | undefined;
let taken: Server | undefined;
afterAll(async () => {
  taken?.close();
  if (dataParent) await rm(dataParent, { recursive: true, force: true });
});

describe('the embedded PostgreSQL on a port in use', () => {
  it('rejects with one paragraph naming the port, the reason and EMBEDDED_PG_PORT', async () => {
    const startEmbeddedPostgres = await loadEmbeddedPostgres();
    taken = createServer();
    await new Promise<void>((resolve) => taken!.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    dataParent = await mkdtemp(path.join(tmpdir(), 'portal-embedded-start-'));

    const failure = await startEmbeddedPostgres(path.join(dataParent, 'data'), port).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EmbeddedStartError);
    const message = (failure as Error).message;
    expect(message).toContain(`(port ${port}) did not start: postgres exited at its start:`);
    expect(message).toContain('could not bind IPv4 address "127.0.0.1": Address already in use');
    expect(message).toContain('(set EMBEDDED_PG_PORT to a free port)');
    expect(message).not.toContain('\n');
    expect(message).not.toMatch(/\d{4}-\d\d-\d\d [\d:.]+ UTC \[\d+\]/);
  }, 60_000);
});

describe('the embedded PostgreSQL’s environment', () => {
  it('holds none of the server’s secrets: postgres runs as another OS user, who can read it', async () => {
    const startEmbeddedPostgres = await loadEmbeddedPostgres();
    dataParent ??= await mkdtemp(path.join(tmpdir(), 'portal-embedded-start-'));
    const dataDir = path.join(dataParent, 'secrets');
    const secret = `jwt-secret-${Date.now()}`;
    const before = { JWT_SECRET: process.env.JWT_SECRET, SMTP_PASS: process.env.SMTP_PASS };
    process.env.JWT_SECRET = secret;
    process.env.SMTP_PASS = `${secret}-mail`;
    try {
      const server = await startEmbeddedPostgres(dataDir, await freePort());
      try {
        const pidFile = await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8');
        const environ = await readFile(`/proc/${Number(pidFile.split('\n')[0])}/environ`, 'utf8');
        const names = environ.split('\0').map((entry) => entry.split('=')[0]);
        expect(names).toContain('PATH');
        expect(names).toContain('LC_MESSAGES');
        expect(environ).not.toContain(secret);
        expect(names).not.toContain('JWT_SECRET');
      } finally {
        await server.stop();
      }
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }, 90_000);
});
