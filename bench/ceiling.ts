// The reads suite (`npm run bench -- reads`, issues 9 and 15): every read the portal makes at an
// app start or a page, against a ceiling measured in the same run. The ceiling is a bare Fastify
// process (ceiling-server.ts) answering each call's own captured body, so the ratio shows what
// our request path costs beyond writing the same bytes.
//
// Each call: our server and its ceiling route, 16 connections for BENCH_DURATION seconds each,
// the order flipped from one call to the next so a change of load on the machine hits both. Then
// 200 connections for BENCH_MIX_DURATION seconds (default 30) rotating over the eight reads of
// eight signed-in professionals, against both. BENCH_ONLY=name,name measures some calls only
// (their names as in the table), BENCH_MIX=0 leaves the mix out (profiling one call).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/helpers/free-port.js';
import type { CeilingRoute } from './ceiling-server.js';
import type { ProfileWindow } from './profile-summary.js';
import { cpuMsOf } from './cpu-time.js';
import { DURATION } from './load.js';
import { root, signIn, startBenchServer } from './server-process.js';
import { requireWrk, wrk, type WrkRequest, type WrkResult } from './wrk.js';

const PASSWORD = 'Bench-demo-wachtwoord';
const CONNECTIONS = 16;
const MIX_CONNECTIONS = 200;
const MIX_DURATION = Number(process.env.BENCH_MIX_DURATION ?? 30);
const PROFESSIONALS = ['daan', 'emma', 'thijs', 'julia', 'bram', 'noor', 'lars', 'sophie'];

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Least share of the ceiling's req/s (issue 9 sets more for two calls; issue 15 0.5). */
  minRatio: number;
  /** Most p99 in ms at 16 connections, where an issue sets one. */
  maxP99ms?: number;
  /** One of the eight reads of issue 15 (rotated in the mix). */
  read: boolean;
}

function calls(): Call[] {
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 1];
  const read = (name: string, path: string, minRatio = 0.5): Call => ({
    name,
    method: 'GET',
    path,
    minRatio,
    maxP99ms: 10,
    read: true,
  });
  return [
    read(
      'summary?year&month',
      `/wp-json/custom/v1/declarations/summary?year=${year}&month=${month}`,
    ),
    read('nieuws?per_page=5', '/wp-json/wp/v2/nieuws?per_page=5', 0.6),
    read('nieuws?per_page=10&page=2', '/wp-json/wp/v2/nieuws?per_page=10&page=2'),
    read('acf/v3/options/intranet', '/wp-json/acf/v3/options/intranet'),
    read('summary?year', `/wp-json/custom/v1/declarations/summary?year=${year}`),
    read('declaration_types', '/wp-json/wp/v2/declaration_types'),
    read('arbeidsvoorwaarden_categorieen', '/wp-json/wp/v2/arbeidsvoorwaarden_categorieen'),
    read('user-profile', '/wp-json/custom/v1/user-profile'),
    {
      // Issue 26 item 8: the bell's count on every page (its own suite, notifications, measures
      // it with a million notifications; the answer is the same kept count).
      name: 'notifications/unread-count',
      method: 'GET',
      path: '/wp-json/intranet/v1/notifications/unread-count',
      minRatio: 0.5,
      maxP99ms: 5,
      read: false,
    },
    {
      name: 'token/validate',
      method: 'POST',
      path: '/wp-json/jwt-auth/v1/token/validate',
      minRatio: 0.75,
      read: false,
    },
  ];
}

/** The ceiling's route for call `index`: its own path, the same query string. */
const ceilingPath = (call: Call, index: number) =>
  `/ceiling/${index}${call.path.includes('?') ? call.path.slice(call.path.indexOf('?')) : ''}`;

async function capture(base: string, call: Call, token: string): Promise<CeilingRoute> {
  const response = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${call.name}: ${response.status} ${body.slice(0, 200)}`);
  }
  return {
    method: call.method,
    url: '',
    contentType: response.headers.get('content-type') ?? 'application/json',
    body,
  };
}

async function startCeiling(
  routes: CeilingRoute[],
): Promise<{ base: string; pid: number; stop(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ceiling-'));
  const file = path.join(dir, 'routes.json');
  writeFileSync(file, JSON.stringify(routes));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/ceiling-server.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, CEILING_PORT: String(port), CEILING_ROUTES: file },
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`ceiling server exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes('ceiling ready')) {
        console.log(JSON.stringify({ name: 'ceiling', ready: text.trim() }));
        resolve();
      }
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop() {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A wrk run with the CPU time the answering process used per request (cpu-time.ts). */
type Measured = WrkResult & { cpuUsPerRequest: number };

async function measure(
  target: { base: string; pid: number },
  requests: WrkRequest[],
  options: { connections: number; seconds: number },
): Promise<Measured> {
  const cpuBefore = cpuMsOf(target.pid);
  const result = await wrk(target.base, requests, options);
  const cpuMs = cpuMsOf(target.pid) - cpuBefore;
  return { ...result, cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, result.requests)) };
}

interface Row {
  call: string;
  bytes: number;
  ours: Measured;
  ceiling: Measured;
  target: string;
  met: boolean;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const int = (value: number) => value.toLocaleString('en-US');

function printTable(rows: Row[]): void {
  const lines = [
    '| call | bytes | ours req/s | p50 | p99 | ceiling req/s | ceiling p99 | ratio | target | met | CPU/req ours | CPU/req ceiling |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.call} | ${int(row.bytes)} | ${int(row.ours.reqPerSec)} | ${ms(row.ours.p50ms)} | ` +
        `${ms(row.ours.p99ms)} | ${int(row.ceiling.reqPerSec)} | ${ms(row.ceiling.p99ms)} | ` +
        `${Math.round((100 * row.ours.reqPerSec) / row.ceiling.reqPerSec)} % | ${row.target} | ` +
        `${row.met ? 'yes' : 'NO'} | ${row.ours.cpuUsPerRequest} µs | ${row.ceiling.cpuUsPerRequest} µs |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

export async function benchReads(): Promise<void> {
  requireWrk();
  const server = await startBenchServer({
    port: await freePort(),
    pgPort: await freePort(),
    password: PASSWORD,
    // Production's default: one access-log line per request is part of what a request costs.
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  });
  let ceiling: { base: string; pid: number; stop(): void } | undefined;
  try {
    const tokens: string[] = [];
    for (const key of PROFESSIONALS) {
      tokens.push(await signIn(server.base, `${key}@vandalen.example`, PASSWORD));
    }
    const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
    const all = calls();
    const routes: CeilingRoute[] = [];
    for (const [index, call] of all.entries()) {
      const captured = await capture(server.base, call, tokens[0]!);
      routes.push({ ...captured, url: `/ceiling/${index}` });
    }
    ceiling = await startCeiling(routes);

    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const oursRequest = (call: Call, token = tokens[0]!): WrkRequest => ({
      method: call.method,
      path: call.path,
      headers: auth(token),
    });
    const ceilingRequest = (call: Call, token = tokens[0]!): WrkRequest => ({
      method: call.method,
      path: ceilingPath(call, all.indexOf(call)),
      headers: auth(token),
    });

    // Warm-up, not measured: JIT, prepared statements on the pool's connections, caches.
    const warm = { connections: CONNECTIONS, seconds: 2 };
    await wrk(
      server.base,
      all.map((call) => oursRequest(call)),
      warm,
    );
    await wrk(
      ceiling.base,
      all.map((call) => ceilingRequest(call)),
      warm,
    );

    // With --cpu-prof-dir, when each measurement of our server ran (profile-summary.ts reads it).
    const profileDir = /--cpu-prof-dir=(\S+)/.exec(process.env.BENCH_SERVER_NODE_ARGS ?? '')?.[1];
    const windows: ProfileWindow[] = [];
    const timed = async (name: string, run: () => Promise<Measured>) => {
      const fromMs = performance.now() - server.startedAt;
      const result = await run();
      // A second off each end: wrk's connecting and the last answers.
      windows.push({
        name,
        fromMs: fromMs + 1000,
        toMs: performance.now() - server.startedAt - 1000,
      });
      return result;
    };

    const rows: Row[] = [];
    const measured = all.filter((call) => !only || only.includes(call.name));
    for (const [turn, call] of measured.entries()) {
      const options = { connections: CONNECTIONS, seconds: DURATION };
      const runOurs = () => timed(call.name, () => measure(server, [oursRequest(call)], options));
      const runCeiling = () => measure(ceiling!, [ceilingRequest(call)], options);
      let ours: Measured, top: Measured;
      if (turn % 2 === 0) {
        ours = await runOurs();
        top = await runCeiling();
      } else {
        top = await runCeiling();
        ours = await runOurs();
      }
      const ratio = ours.reqPerSec / top.reqPerSec;
      const p99ok = call.maxP99ms === undefined || ours.p99ms <= call.maxP99ms;
      const row: Row = {
        call: `${call.method} ${call.name}`,
        bytes: Buffer.byteLength(routes[all.indexOf(call)]!.body),
        ours,
        ceiling: top,
        target: `≥ ${call.minRatio * 100} %` + (call.maxP99ms ? `, p99 ≤ ${call.maxP99ms} ms` : ''),
        met: ratio >= call.minRatio && p99ok && ours.non2xx + ours.errors === 0,
      };
      rows.push(row);
      console.log(JSON.stringify({ ...row, ratio: +ratio.toFixed(3) }));
    }

    if (process.env.BENCH_MIX !== '0') {
      const reads = all.filter((call) => call.read);
      const mix = { connections: MIX_CONNECTIONS, seconds: MIX_DURATION };
      const ours = await timed('mix', () =>
        measure(
          server,
          tokens.flatMap((token) => reads.map((call) => oursRequest(call, token))),
          mix,
        ),
      );
      const top = await measure(
        ceiling,
        tokens.flatMap((token) => reads.map((call) => ceilingRequest(call, token))),
        mix,
      );
      const row: Row = {
        call: `mix of the ${reads.length} reads, ${MIX_CONNECTIONS} connections, ${MIX_DURATION} s`,
        bytes: 0,
        ours,
        ceiling: top,
        target: 'p99 ≤ 100 ms, 0 errors',
        met: ours.p99ms <= 100 && ours.non2xx + ours.errors === 0,
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
    printTable(rows);
    if (profileDir) {
      mkdirSync(profileDir, { recursive: true });
      writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows, null, 2));
      console.log(
        `profile: npx tsx bench/profile-summary.ts ${profileDir}/<file>.cpuprofile ${profileDir}/windows.json`,
      );
    }
  } finally {
    ceiling?.stop();
    await server.stop();
  }
}
