// wrk (Debian's `wrk` package, C, one epoll loop per thread) as the load generator of the reads
// suite: at 10,000+ requests per second autocannon (JavaScript) needs a core of its own on this
// 2-core machine and would cap the ceiling it is meant to measure. The same wrk settings load
// our server and the bare ceiling, so the ratio between them is fair.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface WrkRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
}

export interface WrkResult {
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  /** Answers with a status of 400 or above. */
  non2xx: number;
  /** Connect, read and write errors and timeouts. */
  errors: number;
}

export function requireWrk(): void {
  if (spawnSync('wrk', ['--version']).error) {
    throw new Error('wrk is not installed: apt-get install wrk (Debian package "wrk")');
  }
}

const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string here

/**
 * A wrk script that sends `requests` in turn (each thread keeps its own turn) and prints the
 * summary as one JSON line. The requests are formatted once, not on every send.
 */
function script(requests: WrkRequest[]): string {
  const formatted = requests
    .map((request) => {
      const headers = Object.entries(request.headers)
        .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
        .join(', ');
      return `  wrk.format(${lua(request.method)}, ${lua(request.path)}, { ${headers} }),`;
    })
    .join('\n');
  // Formatted in init: wrk sets the Host header only after the script has loaded.
  return `
local requests
init = function(_)
  requests = {
${formatted}
  }
end
local turn = 0
request = function()
  turn = turn % #requests + 1
  return requests[turn]
end
done = function(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    'WRK {"requests":%d,"durationUs":%d,"p50us":%d,"p99us":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.status, e.connect + e.read + e.write + e.timeout))
end
`;
}

/** One wrk run of `seconds` at `connections` against `base`, rotating over `requests`. */
export async function wrk(
  base: string,
  requests: WrkRequest[],
  options: { connections: number; seconds: number; threads?: number },
): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const file = path.join(dir, 'requests.lua');
  writeFileSync(file, script(requests));
  try {
    const args = [
      `-t${options.threads ?? 2}`,
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      file,
      base,
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`)),
      );
    });
    const line = output.split('\n').find((text) => text.startsWith('WRK '));
    if (!line) throw new Error(`no summary from wrk: ${output}`);
    const raw = JSON.parse(line.slice(4)) as {
      requests: number;
      durationUs: number;
      p50us: number;
      p99us: number;
      status: number;
      errors: number;
    };
    return {
      reqPerSec: Math.round((raw.requests / raw.durationUs) * 1e6),
      p50ms: raw.p50us / 1000,
      p99ms: raw.p99us / 1000,
      requests: raw.requests,
      non2xx: raw.status,
      errors: raw.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
