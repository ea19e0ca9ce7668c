// Cold start: how long from starting the server process until GET /portal answers 200, first on a
// fresh data folder (initdb, migrations, demo seed), then again on the data it left (restart).
// Runs the compiled server as `npm start` does (`node apps/server/dist/main.js`; build it first
// with `npm run build`); `-- --tsx` runs the TypeScript source through tsx instead, as `npm start`
// did before the build existed. `COLD_START_RUNS` (default 3) rounds; the median is reported.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/helpers/free-port.js';
import { root } from './server-process.js';

const viaTsx = process.argv.includes('--tsx');
const runs = Number(process.env.COLD_START_RUNS ?? 3);

async function timeToLoginPage(dataDir: string): Promise<number> {
  const [port, pgPort] = [await freePort(), await freePort()];
  const entry = viaTsx
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : [path.join(root, 'apps/server/dist/main.js')];
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before it answered');
      if (performance.now() - started > 60_000) throw new Error('no answer within 60 s');
      const status = await fetch(`http://127.0.0.1:${port}/portal`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fresh: number[] = [];
const existing: number[] = [];
for (let round = 0; round < runs; round++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cold-'));
  try {
    fresh.push(await timeToLoginPage(dataDir));
    existing.push(await timeToLoginPage(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const show = (values: number[]) =>
  `median ${(median(values) / 1000).toFixed(2)} s (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
console.log(`cold start ${viaTsx ? '(tsx, source)' : '(node, dist)'}, ${runs} rounds`);
console.log(`  fresh data folder:    ${show(fresh)}`);
console.log(`  existing data folder: ${show(existing)}`);
