import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { readinessChecksSchema } from '@portal/contract/endpoints/ops';
import { errorForLog } from '../../http/database-errors.js';
import type { ReadinessRepository } from './readiness-repository.js';

/** A migration of this build, as drizzle's journal (drizzle/meta/_journal.json) lists it. */
export interface JournalEntry {
  tag: string;
  when: number;
}

export interface Readiness {
  ready: boolean;
  checks: z.infer<typeof readinessChecksSchema>;
  /** Tags of the migrations of this build that the database has not applied. */
  pending: string[];
}

/** A probe must answer in time; a database that does not is as good as gone for traffic. */
const DATABASE_TIMEOUT_MS = 3000;

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/**
 * Ready for traffic: the database answers, and every migration this build ships is applied
 * (an instance of a newer build on an older schema would fail its first request that needs
 * the new column).
 */
export function createReadinessService(deps: {
  repo: ReadinessRepository;
  journal: readonly JournalEntry[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
}) {
  return {
    async check(): Promise<Readiness> {
      let applied: number[];
      try {
        applied = await within(
          deps.repo.appliedMigrations(),
          deps.timeoutMs ?? DATABASE_TIMEOUT_MS,
        );
      } catch (error) {
        const database = error instanceof Timeout ? 'timeout' : 'unreachable';
        deps.log.warn({ error: errorForLog(error) }, `not ready: database ${database}`);
        return { ready: false, checks: { database, migrations: 'unknown' }, pending: [] };
      }
      const done = new Set(applied);
      const pending = deps.journal.filter((entry) => !done.has(entry.when)).map((e) => e.tag);
      return {
        ready: pending.length === 0,
        checks: { database: 'ok', migrations: pending.length ? 'pending' : 'ok' },
        pending,
      };
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
