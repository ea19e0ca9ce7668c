import autocannon from 'autocannon';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);

export interface LoadResult {
  name: string;
  connections: number;
  reqPerSec: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  errors: number;
  /** Average bytes on the wire per response, headers included. */
  bytesPerResponse: number;
}

/** One autocannon run; prints and returns req/s, p50 and p99. */
export async function load(name: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options, duration: DURATION });
  const line = {
    name,
    connections: options.connections ?? 10,
    reqPerSec: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
  console.log(JSON.stringify(line));
  return line;
}

/** Prints whether a run met its target: rate and p99, and no errors or non-2xx answers. */
export function printVerdict(
  result: LoadResult,
  target: { reqPerSec: number; p99ms: number },
): void {
  const ok = result.reqPerSec >= target.reqPerSec && result.p99ms <= target.p99ms;
  console.log(
    JSON.stringify({
      name: `${result.name} target`,
      connections: result.connections,
      met: ok && result.non2xx === 0 && result.errors === 0,
    }),
  );
}
