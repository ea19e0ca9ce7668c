import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

export interface PortalExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when it exited. */
  at: number;
}

/**
 * The real entry point as a child process with only the given environment (plus PATH and
 * HOME), its output collected. One node process with tsx's loader in it, as production runs
 * one node process: tsx's command line would put a process of its own in front, which hands a
 * signal on and kills main.ts (exit 143) when main.ts has not answered it within 30 ms, as
 * happened on a loaded CI machine. Its own process group, so `kill()` ends all of it. Run
 * from `checkout`, this repository unless given.
 */
export function startPortal(env: Record<string, string>, checkout = repoRoot) {
  const entry = path.join(checkout, 'apps/server/src/main.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: checkout,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const exited = new Promise<PortalExit>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  let gone = false;
  void exited.then(() => (gone = true));

  return {
    /** The portal's process id (its memory is read from /proc by the uploads test). */
    pid: child.pid!,
    exited,
    output: () => ({ stdout, stderr }),
    /** The JSON log lines on stdout. */
    logLines: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    /** Resolves when stdout matches, rejects when the process exits or time runs out first. */
    async waitFor(pattern: RegExp, ms: number): Promise<void> {
      const until = Date.now() + ms;
      while (!pattern.test(stdout)) {
        if (gone) throw new Error(`exited before ${pattern}:\n${stdout}\n${stderr}`);
        if (Date.now() > until)
          throw new Error(`no ${pattern} within ${ms} ms:\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** A signal to the portal's process. */
    signal(name: NodeJS.Signals) {
      child.kill(name);
    },
    /** Ends whatever is left of it, for a test that failed halfway. */
    kill() {
      if (gone) return;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    },
  };
}

export type Portal = ReturnType<typeof startPortal>;
