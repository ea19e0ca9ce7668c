import exitHook from 'async-exit-hook';
import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from './http/database-errors.js';

/** After this long the process exits whatever is still running (exit code 1, logged). */
export const SHUTDOWN_DEADLINE_MS = 10_000;

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT: `stop` (the app drains its requests, then the database and the data
 * folder lock are released), then exit 0; a second signal, a failure or the deadline exit 1.
 *
 * db/embedded.ts registers async-exit-hook for these signals when it is imported; that hook
 * stops PostgreSQL at once, in parallel with the requests still being answered, and exits
 * with 128 + the signal's number. So call this after the database is open (the module is
 * loaded): it takes the two signals over. The hook stays on the process's `exit` event, where
 * it still stops a PostgreSQL left running (after the deadline, say).
 */
export function stopOnSignals(
  log: FastifyBaseLogger,
  stop: () => Promise<void>,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): void {
  for (const signal of SIGNALS) {
    if (exitHook.hookedEvents().includes(signal)) exitHook.unhookEvent(signal);
  }
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn({ signal }, `${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, `${signal}: shutting down, finishing the requests under way`);
    setTimeout(() => {
      log.error({ deadlineMs }, `Shutdown took longer than ${deadlineMs / 1000} s: exiting anyway`);
      process.exit(1);
    }, deadlineMs);
    stop().then(
      () => {
        log.info('Stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ error: errorForLog(error) }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}
