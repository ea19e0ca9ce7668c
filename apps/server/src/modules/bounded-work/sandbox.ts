import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * Runs untrusted-input work (decoding an uploaded image, reading a PDF's text) in a node
 * process of its own whose memory the operating system bounds (issue 24, item 9): a file that
 * inflates to gigabytes ends that process, never the server. Worker threads cannot do this:
 * their heap limit leaves out ArrayBuffers, WebAssembly memory and native allocations, which is
 * where decoders keep their pixels and pdf.js its inflated streams.
 *
 * - Memory: `ulimit -d` (RLIMIT_DATA) in the shell that execs node, which counts every
 *   writable private mapping (malloc, ArrayBuffers, WebAssembly memory as it grows) but not
 *   the address space V8 only reserves, so node itself starts normally under it.
 * - Time: the process is killed (SIGKILL) past `timeoutMs`. It must not outlive the server
 *   either, which may crash or be killed: the child exits when its IPC channel closes (the
 *   parent is gone), and `ulimit -t` bounds its processor time for when it is too busy to
 *   notice (a decoder's loop runs no JavaScript events); at the server's exit the children
 *   still running are killed.
 * - Processor: work that may take seconds (a large image, a document) runs at a lower priority
 *   (`nice`), so sign-ins and page loads go first on a busy machine.
 *
 * `source` is CommonJS run with `node -e` (the server is one bundled file, which a script of
 * our own would not be part of): it receives its input with process.once('message') and
 * answers once with process.send. Buffers pass both ways (advanced serialization).
 */

export class SandboxError extends Error {
  constructor(
    readonly reason: 'timeout' | 'crashed' | 'failed',
    detail: string,
  ) {
    super(`sandbox: ${detail}`);
  }
}

export interface SandboxLimits {
  memoryMb: number;
  timeoutMs: number;
  /** The process's nice value: 0 as the server, up to 19 for the least urgent. */
  nice: number;
}

type Answer<T> = { ok: true; value: T } | { ok: false; detail: string };

const running = new Set<ChildProcess>();
let killedAtExit = false;

export function runSandboxed<T>(source: string, input: unknown, limits: SandboxLimits): Promise<T> {
  // Twice the time allowed, in processor seconds: the wall-clock limit is the parent's; this one
  // only ends a child whose parent is gone, and a decoder's helper threads add processor time.
  const cpuSeconds = Math.ceil((2 * limits.timeoutMs) / 1000) + 1;
  const ulimits = `ulimit -d ${limits.memoryMb * 1024} && ulimit -t ${cpuSeconds}`;
  const child = spawn(
    '/bin/sh',
    ['-c', `${ulimits} && exec "$0" "$@"`, process.execPath, '-e', source],
    {
      // Nothing of the server's environment (secrets, database address) goes to a decoder.
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
    },
  );
  running.add(child);
  if (!killedAtExit) {
    killedAtExit = true;
    process.once('exit', () => {
      for (const left of running) left.kill('SIGKILL');
    });
  }
  try {
    if (child.pid !== undefined && limits.nice > 0) setPriority(child.pid, limits.nice);
  } catch {
    // Not allowed to lower it (an unusual system): the work still runs, bounded in memory.
  }
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new SandboxError('timeout', `no answer within ${limits.timeoutMs} ms`));
      child.kill('SIGKILL');
    }, limits.timeoutMs);
    child.once('message', (answer: Answer<T>) => {
      if (answer.ok) resolve(answer.value);
      else reject(new SandboxError('failed', answer.detail));
    });
    child.once('error', (error) => {
      running.delete(child);
      reject(new SandboxError('crashed', error.message));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      // After an answer this changes nothing; without one, the limit (or a bug) ended it.
      reject(new SandboxError('crashed', `ended (${signal ?? code}) without an answer`));
    });
    child.send(input as object, (error) => {
      if (error) child.kill('SIGKILL');
    });
  });
}

/**
 * The child's side: `SANDBOX_PRELUDE + body`, where body defines `async function work(input)`
 * returning the answer's value. An exception becomes a failed answer.
 */
export const SANDBOX_PRELUDE = `
process.on('disconnect', () => process.exit(1));
process.once('message', (input) => {
  const reply = (answer) => process.send(answer, () => process.exit(0));
  Promise.resolve()
    .then(() => work(input))
    .then((value) => reply({ ok: true, value }))
    .catch((error) => reply({ ok: false, detail: String((error && error.message) || error) }));
});
`;
