import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  base: string;
  pgUrl: string;
  /** performance.now() when the process was spawned: a --cpu-prof profile's clock starts there. */
  startedAt: number;
  /** The server's process id (its own CPU time, without PostgreSQL's: cpu-time.ts). */
  pid: number;
  stop(): Promise<void>;
}

/** What `npm start` runs; `npm run bench` builds it first (scripts/build.mjs --if-stale). */
const compiledServer = path.join(root, 'apps/server/dist/main.js');

/**
 * A suite's server and PostgreSQL ports: its own defaults (each suite has others, so two can
 * run side by side), or BENCH_PORT and BENCH_PG_PORT when they are set.
 */
export function suitePorts(port: number, pgPort: number): { port: number; pgPort: number } {
  return {
    port: Number(process.env.BENCH_PORT ?? port),
    pgPort: Number(process.env.BENCH_PG_PORT ?? pgPort),
  };
}

/**
 * The real server on a fresh embedded PostgreSQL in a temporary folder, as `npm start` runs it:
 * plain node on the compiled server. `logLevel` defaults to warn (no access-log line per
 * request); the reads suite passes production's default, info.
 */
export async function startBenchServer(options: {
  port: number;
  pgPort: number;
  password: string;
  logLevel?: string;
}): Promise<BenchServer> {
  if (!existsSync(compiledServer)) {
    throw new Error(`${compiledServer} is missing: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const startedAt = performance.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // Extra node flags for the server only, e.g. --cpu-prof to see where a request spends time.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      compiledServer,
    ],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        EMBEDDED_PG_PORT: String(options.pgPort),
        DEMO_PASSWORD: options.password,
        LOG_LEVEL: options.logLevel ?? 'warn',
      },
    },
  );
  const base = `http://127.0.0.1:${options.port}`;
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('server did not start');
    try {
      await fetch(`${base}/wp-json/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  // The embedded cluster's password is generated per data folder (apps/server/src/db/embedded-password.ts).
  const pgPassword = readFileSync(path.join(dataDir, 'postgres-password.txt'), 'utf8').trim();
  return {
    base,
    startedAt,
    pid: child.pid!,
    pgUrl: `postgres://portal:${encodeURIComponent(pgPassword)}@127.0.0.1:${options.pgPort}/portal`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login ${email} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
