import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddedServer } from '../../src/db/embedded.js';
import {
  embeddedPassword,
  LEGACY_PASSWORD,
  PASSWORD_FILE,
} from '../../src/db/embedded-password.js';
import { loadEmbeddedPostgres } from '../helpers/embedded-postgres.js';
import { freePort } from '../helpers/free-port.js';

/**
 * Issue 8, item 11: every embedded cluster had the same password. It is now generated per data
 * folder, kept there readable by its owner only, and a cluster made with the old password is
 * moved to a new one on its next start.
 */

const folders: string[] = [];
let server: EmbeddedServer | undefined;
afterAll(async () => {
  await server?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-embedded-'));
  folders.push(dir);
  return dir;
}

/** Signs in with `password`: 'ok', or the SQLSTATE of the refusal. */
async function signInWith(url: string, password: string): Promise<string> {
  const parsed = new URL(url);
  parsed.password = encodeURIComponent(password);
  const client = new pg.Client({ connectionString: parsed.toString() });
  try {
    await client.connect();
    await client.query('select 1');
    return 'ok';
  } catch (error) {
    return String((error as { code?: string }).code ?? error);
  } finally {
    await client.end().catch(() => {});
  }
}

const passwordOf = async (dataDir: string) =>
  (await readFile(path.join(dataDir, PASSWORD_FILE), 'utf8')).trim();

describe('the embedded PostgreSQL password', () => {
  it('is generated per data folder, never the old fixed one', async () => {
    const [one, two] = [await folder(), await folder()];
    const first = await embeddedPassword(one);
    expect(first).not.toBe(LEGACY_PASSWORD);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await embeddedPassword(two)).not.toBe(first);
    // Read again, not made again.
    expect(await embeddedPassword(one)).toBe(first);
    expect((await stat(path.join(one, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
  });

  it('signs a new cluster in with its own password only, keeps it over a restart, and moves a cluster of the old password to a new one', async () => {
    const start = await loadEmbeddedPostgres();
    const dataDir = await folder();
    const port = await freePort();

    server = await start(dataDir, port);
    const password = await passwordOf(dataDir);
    const url = server.url('postgres');
    expect(url).toContain(encodeURIComponent(password));
    expect(url).not.toContain(LEGACY_PASSWORD);
    expect((await stat(path.join(dataDir, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
    expect(await signInWith(url, password)).toBe('ok');
    expect(await signInWith(url, LEGACY_PASSWORD)).toBe('28P01');
    await server.stop();

    // A restart reads the same password.
    server = await start(dataDir, port);
    expect(await passwordOf(dataDir)).toBe(password);
    expect(await signInWith(server.url('postgres'), password)).toBe('ok');

    // A folder from before: the cluster has the old password and there is no file.
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query(`alter role portal password '${LEGACY_PASSWORD}'`);
    await admin.end();
    await rm(path.join(dataDir, PASSWORD_FILE));
    await server.stop();

    server = await start(dataDir, port);
    const moved = await passwordOf(dataDir);
    expect(moved).not.toBe(LEGACY_PASSWORD);
    expect(moved).not.toBe(password);
    expect((await stat(path.join(dataDir, PASSWORD_FILE))).mode & 0o777).toBe(0o600);
    expect(await signInWith(server.url('postgres'), moved)).toBe('ok');
    expect(await signInWith(server.url('postgres'), LEGACY_PASSWORD)).toBe('28P01');
    await server.stop();
    server = undefined;
  }, 180_000);
});
