// Load and size benchmarks: token validate and an authenticated read at 16 and 64 connections
// (10 s each), and the gzip size of the JavaScript the login route loads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3220);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench-demo-wachtwoord';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      await fetch(`${BASE}/wp-json/`);
      return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function signIn(): Promise<string> {
  const response = await fetch(`${BASE}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'daan@vandalen.example', password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

async function load(name: string, options: autocannon.Options) {
  const result = await autocannon({ ...options, duration: DURATION });
  const line = {
    name,
    connections: options.connections,
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(JSON.stringify(line));
  return line;
}

/** Gzip size of every script the login page loads: the entry and its modulepreloads. */
function loginRouteJsGzip(): { files: string[]; gzipBytes: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/portal\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const server = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54381',
        DEMO_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
      },
    },
  );
  try {
    await waitForServer();
    const token = await signIn();
    const auth = { authorization: `Bearer ${token}`, 'x-intranet-request': '1' };
    for (const connections of [16, 64]) {
      await load('POST /wp-json/jwt-auth/v1/token/validate', {
        url: `${BASE}/wp-json/jwt-auth/v1/token/validate`,
        method: 'POST',
        headers: auth,
        connections,
      });
      await load('GET /wp-json/custom/v1/user-profile', {
        url: `${BASE}/wp-json/custom/v1/user-profile`,
        headers: auth,
        connections,
      });
    }
    const size = loginRouteJsGzip();
    console.log(
      JSON.stringify({
        name: 'login route JavaScript (gzip)',
        ...size,
        kB: +(size.gzipBytes / 1024).toFixed(1),
      }),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
