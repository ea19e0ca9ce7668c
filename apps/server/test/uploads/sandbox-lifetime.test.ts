import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A sandboxed job (sandbox.ts) never outlives the server: not when the server is killed
 * (SIGKILL, a crash), whether the job waits or is busy in a loop that runs no events, and not
 * when the server exits. The server is sandbox-parent.ts, a node process of its own.
 */

const parentScript = fileURLToPath(new URL('sandbox-parent.ts', import.meta.url));
let folder: string;
const started: number[] = [];
const parents: ChildProcess[] = [];
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'portal-sandbox-lifetime-'));
});
afterAll(async () => {
  for (const parent of parents) parent.kill('SIGKILL');
  for (const pid of started.filter(isRunning)) process.kill(pid, 'SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

/** Running: present and not a zombie waiting for its new parent to reap it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/** The parent started; resolves with it and its sandboxed child's process id. */
async function startParent(mode: 'busy' | 'waiting', timeoutMs: number, ending: 'exit' | 'wait') {
  const pidFile = path.join(folder, `${mode}-${ending}-${timeoutMs}.pid`);
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', parentScript, mode, pidFile, String(timeoutMs), ending],
    { stdio: 'ignore' },
  );
  parents.push(parent);
  expect(await until(() => existsSync(pidFile), 30_000)).toBe(true);
  const pid = Number(readFileSync(pidFile, 'utf8'));
  started.push(pid);
  return { parent, pid };
}

describe('a sandboxed job and the server’s end', () => {
  it('ends within seconds when the server is killed while the job waits', async () => {
    const { parent, pid } = await startParent('waiting', 60_000, 'wait');
    expect(isRunning(pid)).toBe(true);
    parent.kill('SIGKILL');
    expect(await until(() => !isRunning(pid), 5_000)).toBe(true);
  }, 60_000);

  it('ends by its own processor limit when the server is killed while the job is busy', async () => {
    // 2 s allowed: at most 5 processor seconds; the loop takes them within 5 to 20 s here.
    const { parent, pid } = await startParent('busy', 2_000, 'wait');
    parent.kill('SIGKILL');
    expect(isRunning(pid)).toBe(true);
    expect(await until(() => !isRunning(pid), 25_000)).toBe(true);
  }, 60_000);

  it('is killed when the server exits, even when busy', async () => {
    const { pid } = await startParent('busy', 60_000, 'exit');
    expect(await until(() => !isRunning(pid), 3_000)).toBe(true);
  }, 60_000);
});
