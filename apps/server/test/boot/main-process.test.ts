import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-database.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const entry = path.join(repoRoot, 'apps/server/src/main.ts');
const CHILD_LIMIT_MS = 20_000;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/**
 * Runs the real entry point with only the given environment (plus PATH and HOME). The child gets
 * its own process group so a timeout kills tsx and the node process it starts.
 */
function runMain(env: Record<string, string>): Promise<Exit> {
  const started = Date.now();
  const child = spawn(tsx, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      LOG_LEVEL: 'silent',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, CHILD_LIMIT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}

describe('the server entry point (apps/server/src/main.ts)', () => {
  const tempDirs: string[] = [];
  const tempDataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-main-'));
    tempDirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('exits non-zero within 20 s saying it cannot use the database when DATABASE_URL is unreachable', async () => {
    const dataDir = await tempDataDir();
    const result = await runMain({
      DATABASE_URL: 'postgres://portal:x@127.0.0.1:1/none',
      DATA_DIR: dataDir,
    });
    expect(result.timedOut, result.stderr).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.stderr).toContain('Cannot use the database');
    expect(result.stderr).toContain('127.0.0.1:1/none');
    // The password of the URL is not printed.
    expect(result.stderr).not.toContain('portal:x@');
    // It released its data-folder lock, so the next start is not refused.
    expect(existsSync(path.join(dataDir, 'portal.pid'))).toBe(false);
  }, 30_000);

  it('exits 1 with "already running" when portal.pid names a live process', async () => {
    const dataDir = await tempDataDir();
    await writeFile(path.join(dataDir, 'portal.pid'), String(process.pid));
    const result = await runMain({
      DATABASE_URL: 'postgres://portal:x@127.0.0.1:1/none',
      DATA_DIR: dataDir,
    });
    expect(result.timedOut, result.stderr).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('already running');
    expect(result.stderr).toContain(String(process.pid));
    // The other portal's lock is left alone.
    expect(await readFile(path.join(dataDir, 'portal.pid'), 'utf8')).toBe(String(process.pid));
  }, 30_000);

  it('exits 1 with one line, no stack trace, when the data folder cannot be made', async () => {
    // A folder inside a file: mkdir fails (ENOTDIR), as an unwritable DATA_DIR would.
    const dataDir = path.join(await tempDataDir(), 'a-file', 'data');
    await writeFile(path.dirname(dataDir), '');
    const result = await runMain({ DATA_DIR: dataDir });
    expect(result.timedOut, result.stderr).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      new RegExp(`^Cannot use the data folder ${dataDir}: ENOTDIR: not a directory, mkdir .*$`),
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
  }, 30_000);

  it('exits 1 naming PORT when PORT=abc', async () => {
    const dataDir = await tempDataDir();
    const result = await runMain({
      PORT: 'abc',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://portal:x@127.0.0.1:1/none',
    });
    expect(result.timedOut, result.stderr).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^\s*PORT:/m);
  }, 30_000);

  it('exits 1 without a stack trace, naming ADMIN_EMAIL, on an empty external database without it', async () => {
    const database = await createTestDatabase();
    try {
      const result = await runMain({ DATABASE_URL: database.url, DATA_DIR: await tempDataDir() });
      expect(result.timedOut, result.stderr).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('ADMIN_EMAIL');
      expect(result.stderr).not.toMatch(/^\s+at /m);
      const users = await database.db.execute('select count(*)::int as n from users');
      expect(users.rows).toEqual([{ n: 0 }]);
    } finally {
      await database.drop();
    }
  }, 30_000);

  it("prints the administrator's set-password link before listening, so a failed listen does not lose it", async () => {
    const database = await createTestDatabase();
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    try {
      const result = await runMain({
        DATABASE_URL: database.url,
        DATA_DIR: await tempDataDir(),
        ADMIN_EMAIL: 'it@bedrijf.nl',
        PUBLIC_URL: 'https://intranet.bedrijf.nl',
        HOST: '127.0.0.1',
        PORT: String((taken.address() as AddressInfo).port),
      });
      expect(result.timedOut, result.stderr).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Cannot listen on port');
      const token =
        /https:\/\/intranet\.bedrijf\.nl\/portal\/wachtwoord-instellen#token=(\S+)/.exec(
          result.stdout,
        )?.[1];
      expect(token, result.stdout).toBeDefined();
      const [admin] = (await database.db.execute('select email, password_hash from users'))
        .rows as Array<{ email: string; password_hash: string | null }>;
      expect(admin).toEqual({ email: 'it@bedrijf.nl', password_hash: null });
      const links = await database.db.execute('select token_hash from set_password_tokens');
      expect(links.rows).toEqual([
        { token_hash: createHash('sha256').update(token!).digest('hex') },
      ]);
    } finally {
      taken.close();
      await database.drop();
    }
  }, 30_000);
});
