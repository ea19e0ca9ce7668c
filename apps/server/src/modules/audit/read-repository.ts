import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { intParam, textParam, whenGiven } from '../../db/sql-params.js';

export interface AuditFilter {
  actorId?: number;
  kind?: string;
  /** Days in Europe/Amsterdam, both included. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

const entrySchema = z.object({
  id: z.number(),
  at: z.date(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity_kind: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/**
 * The audit log screen's reading (issue 13): newest first, each filter matching an index
 * (actor_id, at), (entity_kind, at) or (at). Read-only: there is no write here.
 */
export function createAuditReadRepository(db: Database) {
  return {
    page(filter: AuditFilter) {
      return queryRows(
        db,
        'audit_log_page',
        entrySchema,
        sql`select a.id, a.at, a.actor_id, u.display_name as actor_name, a.action,
                   a.entity_kind, a.entity_id, a.before, a.after
              from audit_log a left join users u on u.id = a.actor_id
             where ${whenGiven(intParam(filter.actorId), (id) => sql`a.actor_id = ${id}`)}
               and ${whenGiven(textParam(filter.kind), (kind) => sql`a.entity_kind = ${kind}`)}
               and ${whenGiven(
                 textParam(filter.from),
                 (day) => sql`a.at >= (${day}::date::timestamp at time zone 'Europe/Amsterdam')`,
               )}
               and ${whenGiven(
                 textParam(filter.to),
                 (day) =>
                   sql`a.at < ((${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`,
               )}
             order by a.at desc, a.id desc
             limit ${intParam(filter.limit)} offset ${intParam(filter.offset)}`,
      );
    },
  };
}

export type AuditReadRepository = ReturnType<typeof createAuditReadRepository>;
