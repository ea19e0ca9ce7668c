// Where a profiled server spent its time during a measurement: `npx tsx profile-summary.ts
// <file.cpuprofile> <windows.json>` (the reads suite writes windows.json next to the profile when
// run with BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>"). For each window (one call
// against our server) it prints the share of CPU samples by area, self time (where the samples
// were taken) and total time (stacks that pass through the area), and the top functions.
// Frames of the compiled server are mapped back to their source through dist/main.js.map.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
export interface ProfileWindow {
  name: string;
  /** Milliseconds since the server process was started. */
  fromMs: number;
  toMs: number;
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    try {
      // PROFILE_SOURCE_MAP: the map of the build that was profiled, when dist has changed since.
      const file = process.env.PROFILE_SOURCE_MAP ?? `${fileURLToPath(url)}.map`;
      maps.set(url, new SourceMap(JSON.parse(readFileSync(file, 'utf8'))));
    } catch {
      maps.set(url, null);
    }
  }
  return maps.get(url)!;
}

/** The area a frame belongs to: a package, a folder of ours, node's core, or a V8 pseudo-frame. */
function areaOf(frame: CallFrame): { area: string; source: string } {
  if (!frame.url) {
    const name = frame.functionName;
    return { area: name.startsWith('(') ? name : '(native)', source: '' };
  }
  if (frame.url.startsWith('node:')) return { area: 'node core', source: frame.url };
  const map = frame.url.startsWith('file:') ? sourceMapOf(frame.url) : null;
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
    { originalSource?: string; originalLine?: number } | undefined;
  const source = entry?.originalSource ?? frame.url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return { area: pkg[1]!, source };
  const ours = /apps\/server\/src\/((?:modules\/)?[^/]+)/.exec(source);
  if (ours) return { area: `ours: ${ours[1]!.replace(/\.ts$/, '')}`, source };
  if (source.includes('packages/contract')) return { area: 'contract', source };
  return { area: source, source };
}

/** The coarse areas of bench/README.md: where a request's time goes. */
const BUCKETS: Array<[string, (area: string, fn: string) => boolean]> = [
  ['(idle)', (area) => area === '(idle)'],
  ['garbage collection', (area) => area === '(garbage collector)'],
  [
    'writes to sockets and stdout (writev, write)',
    (_a, fn) =>
      /^(writev|writevGeneric|writeString|writeBuffer|writeUtf8String|writeLatin1String)\b/.test(
        fn,
      ),
  ],
  ['security headers (helmet)', (area) => /helmet|security-headers/.test(area)],
  [
    'access log and metrics (pino, prom-client)',
    (area) => /pino|sonic-boom|prom-client|request-log|metrics/.test(area),
  ],
  ['multipart hooks', (area) => area.includes('multipart')],
  [
    'authentication (auth, jose, caches)',
    (area) => /auth|jose|lru-cache|loading-cache|shared-cache|session/.test(area),
  ],
  ['zod and input checks', (area) => /^zod|schema-compilers|text-guard|contract/.test(area)],
  ['JSON serialization (fast-json-stringify)', (area) => area.includes('fast-json-stringify')],
  [
    'PostgreSQL client and drizzle',
    (area) => /^(pg|pg-.*|postgres-.*|src|drizzle-orm|ours: db)$/.test(area),
  ],
  ['our services and presenters', (area) => area.startsWith('ours: ')],
  [
    'Fastify, routing, node http',
    (area) => /fastify|find-my-way|node core|light-my-request/.test(area),
  ],
];

export function summarize(profile: Profile, window: ProfileWindow): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const areas = new Map<number, string>();
  const label = new Map<number, string>();
  for (const node of profile.nodes) {
    const { area, source } = areaOf(node.callFrame);
    areas.set(node.id, area);
    const file = source.split('/').slice(-2).join('/');
    label.set(node.id, `${node.callFrame.functionName || '(anonymous)'} ${file}`.trim());
  }

  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const fn = new Map<string, number>();
  const fnTotal = new Map<string, number>();
  const buckets = new Map<string, number>();
  let time = 0;
  let count = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    const ms = time / 1000;
    if (ms < window.fromMs || ms > window.toMs) continue;
    count++;
    const leaf = profile.samples[i]!;
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    add(self, areas.get(leaf)!);
    const fnName = byId.get(leaf)!.callFrame.functionName;
    const bucket =
      BUCKETS.find(([, test]) => test(areas.get(leaf)!, fnName))?.[0] ?? 'other (native, program)';
    add(buckets, bucket);
    add(fn, label.get(leaf)!);
    const seen = new Set<string>();
    const seenFn = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const area = areas.get(id)!;
      if (byId.get(id)!.callFrame.functionName === '(root)') continue;
      if (!seen.has(area)) {
        seen.add(area);
        add(total, area);
      }
      const name = label.get(id)!;
      if (!seenFn.has(name)) {
        seenFn.add(name);
        add(fnTotal, name);
      }
    }
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, count)).toFixed(1)} %`;
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  const lines = [`## ${window.name}: ${count} samples`, '', '| where | share |', '|---|---|'];
  for (const [bucket, n] of top(buckets, 20)) lines.push(`| ${bucket} | ${pct(n)} |`);
  lines.push('', '| area | self | total |', '|---|---|---|');
  for (const [area, n] of top(self, 18))
    lines.push(`| ${area} | ${pct(n)} | ${pct(total.get(area) ?? n)} |`);
  lines.push('', '| function (self) | share |', '|---|---|');
  for (const [name, n] of top(fn, 20)) lines.push(`| ${name} | ${pct(n)} |`);
  if (process.env.PROFILE_TOTALS) {
    lines.push('', '| function (total) | share |', '|---|---|');
    for (const [name, n] of top(fnTotal, Number(process.env.PROFILE_TOTALS))) {
      lines.push(`| ${name} | ${pct(n)} |`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [profileFile, windowsFile] = process.argv.slice(2);
  if (!profileFile || !windowsFile) {
    throw new Error('usage: tsx profile-summary.ts <file.cpuprofile> <windows.json>');
  }
  // The profile's clock starts with the process; the suite's windows count from its spawn.
  const profile = JSON.parse(readFileSync(profileFile, 'utf8')) as Profile;
  const windows = JSON.parse(readFileSync(windowsFile, 'utf8')) as ProfileWindow[];
  for (const window of windows) console.log(`${summarize(profile, window)}\n`);
}
