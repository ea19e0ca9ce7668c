import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema.js';
import { call, type Session } from '../helpers/session.js';

/** Shared pieces of the reference data tests (issue 13 point 2). */

export const BEHEER = '/wp-json/intranet/v1/beheer';
export const referenceUrl = (kind: string, id?: number) =>
  `${BEHEER}/reference/${kind}${id === undefined ? '' : `/${id}`}`;
export const TYPES_ADMIN = `${BEHEER}/declaration-types`;
export const RATES = `${BEHEER}/kilometer-rates`;

export const send = (
  app: FastifyInstance,
  session: Session | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => call(app, session, { method, url, ...(payload ? { payload } : {}) });

/** The newest audit rows of an entity. */
export function auditOf(db: Database, entityKind: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .orderBy(desc(auditLog.id))
    .then((rows) => rows.filter((row) => row.entityKind === entityKind));
}
