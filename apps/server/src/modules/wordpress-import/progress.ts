import cliProgress from 'cli-progress';

/** Progress per kind: a bar with counts and rate on a terminal, plain lines otherwise. */
export interface Progress {
  start(kind: string, total: number): void;
  tick(kind: string, count?: number): void;
  /** The total turned out larger (a list read page by page). */
  grow(kind: string, total: number): void;
  finish(kind: string): void;
  /** A line that does not break the bar. */
  log(line: string): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 5_000;

export function createProgress(out: NodeJS.WriteStream = process.stdout): Progress {
  return out.isTTY ? terminalProgress(out) : plainProgress(out);
}

function terminalProgress(out: NodeJS.WriteStream): Progress {
  const bars = new cliProgress.MultiBar(
    {
      stream: out,
      format: '{kind} |{bar}| {value}/{total} · {rate}/s',
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  const running = new Map<string, { bar: cliProgress.SingleBar; started: number; done: number }>();
  const rate = (entry: { started: number; done: number }) =>
    (entry.done / Math.max(0.001, (Date.now() - entry.started) / 1000)).toFixed(1);
  return {
    start(kind, total) {
      const entry = {
        bar: bars.create(total, 0, { kind: kind.padEnd(20), rate: '0.0' }),
        started: Date.now(),
        done: 0,
      };
      running.set(kind, entry);
    },
    tick(kind, count = 1) {
      const entry = running.get(kind);
      if (!entry) return;
      entry.done += count;
      entry.bar.increment(count, { rate: rate(entry) });
    },
    grow(kind, total) {
      running.get(kind)?.bar.setTotal(total);
    },
    finish(kind) {
      const entry = running.get(kind);
      entry?.bar.update(entry.done, { rate: rate(entry) });
      entry?.bar.stop();
    },
    log(line) {
      bars.log(`${line}\n`);
    },
    stop() {
      bars.stop();
    },
  };
}

function plainProgress(out: NodeJS.WriteStream): Progress {
  const running = new Map<string, { total: number; done: number; started: number; said: number }>();
  const say = (kind: string) => {
    const entry = running.get(kind)!;
    const seconds = Math.max(0.001, (Date.now() - entry.started) / 1000);
    out.write(`${kind}: ${entry.done}/${entry.total} (${(entry.done / seconds).toFixed(1)}/s)\n`);
    entry.said = Date.now();
  };
  return {
    start(kind, total) {
      running.set(kind, { total, done: 0, started: Date.now(), said: Date.now() });
    },
    tick(kind, count = 1) {
      const entry = running.get(kind);
      if (!entry) return;
      entry.done += count;
      if (Date.now() - entry.said >= PLAIN_EVERY_MS) say(kind);
    },
    grow(kind, total) {
      const entry = running.get(kind);
      if (entry) entry.total = total;
    },
    finish(kind) {
      if (running.has(kind)) say(kind);
    },
    log(line) {
      out.write(`${line}\n`);
    },
    stop() {},
  };
}
