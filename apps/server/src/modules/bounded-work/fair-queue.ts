/**
 * A bounded queue for work that costs a core and memory for seconds (issue 24, item 8): image
 * and HEIC decoding, OCR, text extraction. At most `concurrency` tasks run; the waiting ones
 * are started in turn per user (round robin), so one user's burst never stands before another
 * user's single file. Past `perUser` tasks of one user (running or waiting) or `maxWaiting`
 * waiting tasks in all, a task is refused at once with WorkBusyError rather than held in
 * memory: the route answers 503 with Retry-After.
 */

export class WorkBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('busy: try again later');
  }
}

export interface FairQueueOptions {
  concurrency: number;
  perUser: number;
  maxWaiting: number;
  retryAfterSeconds: number;
}

export interface FairQueue {
  /** Runs `task` when it is this user's turn; WorkBusyError when the queue is full. */
  run<T>(userId: number, task: () => Promise<T>): Promise<T>;
}

export function createFairQueue(options: FairQueueOptions): FairQueue {
  /** Each user's waiting tasks. */
  const waiting = new Map<number, Array<() => void>>();
  const held = new Map<number, number>();
  /** When each user's last task started (a counter): the longest unserved user goes first. */
  const lastStart = new Map<number, number>();
  let starts = 0;
  let running = 0;
  let waitingCount = 0;

  const started = (userId: number) => {
    running += 1;
    lastStart.set(userId, ++starts);
  };

  function startNext() {
    while (running < options.concurrency && waitingCount > 0) {
      let next: number | undefined;
      for (const userId of waiting.keys()) {
        const turn = lastStart.get(userId) ?? 0;
        if (next === undefined || turn < (lastStart.get(next) ?? 0)) next = userId;
      }
      const tasks = waiting.get(next!)!;
      const start = tasks.shift()!;
      if (tasks.length === 0) waiting.delete(next!);
      waitingCount -= 1;
      started(next!);
      start();
    }
  }

  return {
    async run(userId, task) {
      const mine = held.get(userId) ?? 0;
      const full = running >= options.concurrency && waitingCount >= options.maxWaiting;
      if (mine >= options.perUser || full) throw new WorkBusyError(options.retryAfterSeconds);
      held.set(userId, mine + 1);
      try {
        if (running < options.concurrency) started(userId);
        else {
          waitingCount += 1;
          await new Promise<void>((resolve) => {
            const tasks = waiting.get(userId) ?? [];
            tasks.push(resolve);
            waiting.set(userId, tasks);
          });
        }
        try {
          return await task();
        } finally {
          running -= 1;
          startNext();
        }
      } finally {
        const left = (held.get(userId) ?? 1) - 1;
        if (left > 0) held.set(userId, left);
        else {
          held.delete(userId);
          lastStart.delete(userId);
        }
      }
    },
  };
}
