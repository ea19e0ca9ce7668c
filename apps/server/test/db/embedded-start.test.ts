import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStartError } from '../../src/db/embedded.js';
import { loadEmbeddedPostgres } from '../helpers/embedded-postgres.js';

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
