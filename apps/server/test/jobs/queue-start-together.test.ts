import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client.js';
import { createJobQueue, type JobQueue } from '../../src/jobs/job-queue.js';
import { createTestDatabase } from '../helpers/test-database.js';

/**
 * Instances started at once on one database all create the same queues (a fresh database has
 * none). pg-boss's create_queue inserts the queue's row and then adds a foreign key to that
 * table: two of them at once wait on each other, and PostgreSQL ended one with "deadlock
 * detected", so that instance did not start (seen in CI's two-instances test).
 */
const QUEUES = ['queue-one', 'queue-two', 'queue-three', 'queue-four'];
let databases: Array<Awaited<ReturnType<typeof createTestDatabase>>> = [];
let queues: JobQueue[] = [];
let pools: Array<ReturnType<typeof createDatabase>['pool']> = [];

afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await Promise.all(pools.map((pool) => pool.end()));
  await Promise.all(databases.map((database) => database.drop()));
  queues = [];
  pools = [];
  databases = [];
});

describe('job queues of several instances', () => {
  // Each on a pool of one connection, the smallest an app runs on (the single-connection tests).
  it('start together on a fresh database, and every queue exists once', async () => {
    const log = pino({ level: 'silent' });
    for (let round = 0; round < 3; round++) {
      const database = await createTestDatabase();
      databases.push(database);
      const together = Array.from({ length: 4 }, () => {
        const { pool } = createDatabase(database.url, 1);
        pools.push(pool);
        const queue = createJobQueue({ pool, log, work: false });
        for (const name of QUEUES) {
          queue.define({ name, retryLimit: 0, retryDelaySeconds: 1, handle: async () => {} });
        }
        queues.push(queue);
        return queue;
      });
      await Promise.all(together.map((queue) => queue.start()));
      const { rows } = await database.pool.query<{ name: string }>(
        `select name from pgboss.queue where name like 'queue-%' order by name`,
      );
      expect(rows.map((row) => row.name)).toEqual([...QUEUES].sort());
    }
  }, 60_000);
});
