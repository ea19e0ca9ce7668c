import {
  AUDIT_PAGE_SIZE,
  AUDIT_REFERENCES,
  type AuditEntry,
  type AuditNames,
  type AuditReferenceTable,
} from '@portal/contract/endpoints/audit-log';
import type { AuditReadRepository, AuditRow } from './read-repository.js';

/** The ids a page's snapshots refer to (AUDIT_REFERENCES), by where they live. */
function referencedIds(rows: AuditRow[]): Record<AuditReferenceTable, number[]> {
  const ids = { posts: new Set<number>(), users: new Set<number>(), terms: new Set<number>() };
  for (const row of rows) {
    const fields: Record<string, AuditReferenceTable> =
      AUDIT_REFERENCES[row.entity_kind as keyof typeof AUDIT_REFERENCES] ?? {};
    for (const snapshot of [row.before, row.after]) {
      if (typeof snapshot !== 'object' || snapshot === null) continue;
      for (const [key, table] of Object.entries(fields)) {
        const value = (snapshot as Record<string, unknown>)[key];
        if (Number.isInteger(value) && (value as number) > 0 && (value as number) < 2 ** 31) {
          ids[table].add(value as number);
        }
      }
    }
  }
  return { posts: [...ids.posts], users: [...ids.users], terms: [...ids.terms] };
}

/** A string field of a stored snapshot (before or after), when it has one. */
function field(snapshot: unknown, key: string): string | null {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const value = (snapshot as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** From the snapshots: the newest one's value of the first key that has one. */
const remembered = (row: AuditRow, keys: string[]) =>
  keys.flatMap((key) => [field(row.after, key), field(row.before, key)]).find(Boolean) ?? null;

const person = (id: number | null, name: string | null) =>
  id === null ? null : { id, name: name ?? '' };

/** One row as the contract answers it; a thing that is gone keeps the name it last had. */
function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: person(row.actor_id, row.actor_name),
    subject: person(row.subject_id, row.subject_name),
    action: row.action,
    entity_kind: row.entity_kind,
    entity_id: row.entity_id,
    object: {
      title: row.current_title || remembered(row, ['title', 'name', 'originalName']),
      type: row.current_type ?? remembered(row, ['type', 'taxonomy']),
      month: row.month,
      week: row.week,
    },
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** Pages of the audit log; one row more than a page is read to know whether another follows. */
export function createAuditReadService(deps: { repo: AuditReadRepository }) {
  return {
    async page(query: {
      actor?: number;
      subject?: number;
      kind?: string;
      from?: string;
      to?: string;
      page: number;
    }) {
      const rows = await deps.repo.page({
        actorId: query.actor,
        subjectId: query.subject,
        kind: query.kind,
        from: query.from,
        to: query.to,
        limit: AUDIT_PAGE_SIZE + 1,
        offset: (query.page - 1) * AUDIT_PAGE_SIZE,
      });
      const shown = rows.slice(0, AUDIT_PAGE_SIZE);
      const names: AuditNames = { posts: {}, users: {}, terms: {} };
      for (const { tbl, id, name } of await deps.repo.names(referencedIds(shown))) {
        names[tbl][String(id)] = name;
      }
      return {
        success: true as const,
        entries: shown.map(entryOf),
        names,
        page: query.page,
        has_more: rows.length > AUDIT_PAGE_SIZE,
      };
    },
  };
}

export type AuditReadService = ReturnType<typeof createAuditReadService>;
