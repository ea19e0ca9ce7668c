import { AUDIT_PAGE_SIZE } from '@portal/contract/endpoints/audit-log';
import type { AuditReadRepository } from './read-repository.js';

/** Pages of the audit log; one row more than a page is read to know whether another follows. */
export function createAuditReadService(deps: { repo: AuditReadRepository }) {
  return {
    async page(query: { actor?: number; kind?: string; from?: string; to?: string; page: number }) {
      const rows = await deps.repo.page({
        actorId: query.actor,
        kind: query.kind,
        from: query.from,
        to: query.to,
        limit: AUDIT_PAGE_SIZE + 1,
        offset: (query.page - 1) * AUDIT_PAGE_SIZE,
      });
      return {
        success: true as const,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          actor: row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? '' },
          action: row.action,
          entity_kind: row.entity_kind,
          entity_id: row.entity_id,
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        page: query.page,
        has_more: rows.length > AUDIT_PAGE_SIZE,
      };
    },
  };
}

export type AuditReadService = ReturnType<typeof createAuditReadService>;
