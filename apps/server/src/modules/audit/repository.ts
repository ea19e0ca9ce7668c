import type { AuditKind } from '@portal/contract/endpoints/audit-log';
import { desc, and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** One change as the audit log keeps it. */
export interface AuditEntry {
  /** Who made it; null for the server's own changes (a scheduled publication). */
  actorId: number | null;
  /** `<entity>.<verb>`, e.g. post.update, term.delete, options.update. */
  action: string;
  /** One of the contract's AUDIT_KINDS, so the screen can filter on it. */
  entityKind: AuditKind;
  entityId: number | string;
  /** The entity as stored before and after (null when it did not exist before or after). */
  before: unknown;
  after: unknown;
  /** Defaults to the database's now(); tests with a fixed clock pass theirs. */
  at?: Date;
}

/**
 * Records a change inside the transaction that makes it, so a change without its audit row
 * (or the other way round) can never be committed. There is no update or delete here on
 * purpose: the log is append-only. The person it concerns (whose month, assignment, account
 * or mood answer) is found by the database function of migration 0022, which also filled it
 * in for the rows written before, so every writer gets it without naming it.
 */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  const entityId = String(entry.entityId);
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityKind: entry.entityKind,
    entityId,
    subjectUserId: sql`audit_subject_of(${entry.entityKind}, ${entityId})`,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/** Reading the log (issue 13's screen); newest first. */
export function createAuditRepository(db: Database) {
  return {
    async forEntity(entityKind: string, entityId: number | string, limit = 100) {
      return db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityKind, entityKind), eq(auditLog.entityId, String(entityId))))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
