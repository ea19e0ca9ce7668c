import { existsSync } from 'node:fs';
import { runSandboxed, SANDBOX_PRELUDE } from '../../src/modules/bounded-work/sandbox.js';

/**
 * A server stand-in for sandbox-lifetime.test.ts: starts one sandboxed job that never ends
 * (`busy`: a loop that runs no events, as a decoder's; `waiting`: a timer keeps it alive), which
 * writes its process id to `pidFile`; then, with `exit`, exits as the server does at shutdown,
 * else waits to be killed.
 */
const [mode, pidFile, timeoutMs, ending] = process.argv.slice(2);
const hang = mode === 'busy' ? 'for (;;) {}' : 'setInterval(() => {}, 1000);';
const body = `async function work(input) {
  const fs = require('fs');
  fs.writeFileSync(input.pidFile + '.tmp', String(process.pid));
  fs.renameSync(input.pidFile + '.tmp', input.pidFile);
  ${hang}
  await new Promise(() => {});
}`;
const limits = { memoryMb: 256, timeoutMs: Number(timeoutMs), nice: 0 };
runSandboxed(SANDBOX_PRELUDE + body, { pidFile }, limits).catch(() => {});
if (ending === 'exit') {
  const waiting = setInterval(() => {
    if (!existsSync(pidFile!)) return;
    clearInterval(waiting);
    process.exit(0);
  }, 20);
}
