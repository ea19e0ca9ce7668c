import { describe, expect, it } from 'vitest';
import { createFairQueue, WorkBusyError } from '../../src/modules/bounded-work/fair-queue.js';

/** A task that runs until `finish` is called, recording when it started. */
function gate(order: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (order.push(name), done.then(() => name)), finish };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const queueOf = (perUser: number, maxWaiting: number, retryAfterSeconds = 5) =>
  createFairQueue({ concurrency: 1, perUser, maxWaiting, retryAfterSeconds });

describe('the fair queue of expensive work (issue 24, item 8)', () => {
  it('refuses a user past their limit at once, with the retry time, and others still get in', async () => {
    const queue = queueOf(2, 6, 7);
    const order: string[] = [];
    const [a1, a2, b1] = [gate(order, 'a1'), gate(order, 'a2'), gate(order, 'b1')];
    const runs = [queue.run(1, a1.task), queue.run(1, a2.task)];
    const refused = queue.run(1, async () => 'a3');
    await expect(refused).rejects.toBeInstanceOf(WorkBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
    runs.push(queue.run(2, b1.task));
    a1.finish();
    a2.finish();
    b1.finish();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1']);
  });

  it('takes users in turn, so one user’s burst does not stand before another’s one file', async () => {
    const queue = queueOf(5, 10);
    const order: string[] = [];
    const tasks = ['a1', 'a2', 'a3', 'a4', 'b1'].map((name) => gate(order, name));
    const runs = tasks.map((task, n) => queue.run(n < 4 ? 1 : 2, task.task));
    for (const task of tasks) {
      task.finish();
      await tick();
    }
    await Promise.all(runs);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('refuses anyone when as many wait as it holds, and frees a slot when a task fails', async () => {
    const queue = queueOf(3, 1);
    const order: string[] = [];
    const running = gate(order, 'running');
    const first = queue.run(1, running.task);
    const failing = queue.run(2, () => Promise.reject(new Error('broken file')));
    await expect(queue.run(3, async () => 'x')).rejects.toBeInstanceOf(WorkBusyError);
    running.finish();
    await first;
    await expect(failing).rejects.toThrow('broken file');
    await expect(queue.run(3, async () => 'x')).resolves.toBe('x');
  });
});
