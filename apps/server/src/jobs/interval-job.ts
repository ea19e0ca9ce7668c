import type { FastifyBaseLogger } from 'fastify';
import { errorForLog } from '../http/database-errors.js';

/**
 * A job every instance runs on a timer (the quarterly reminder, scheduled publication): one
 * pass at a time, a failed pass logged and retried at the next tick, and `stop` waits for a
 * pass under way so it finishes before the database pool is gone.
 */
export function createIntervalJob<T>(deps: {
  run: () => Promise<T>;
  /** What a failed pass answers. */
  failed: T;
  /** The log line of a failure. */
  failure: string;
  log: FastifyBaseLogger;
  intervalMs: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function tick(): Promise<T> {
    running ??= deps
      .run()
      .catch((error: unknown) => {
        deps.log.error({ error: errorForLog(error) }, deps.failure);
        return deps.failed;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    /** A pass unless one is under way; never throws. */
    tick,
    start() {
      void tick();
      timer = setInterval(() => void tick(), deps.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
