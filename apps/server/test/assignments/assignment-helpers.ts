import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { call, type Session } from '../helpers/session.js';

export const ASSIGNMENTS = '/wp-json/wp/v2/assignments';

/** A post id of the demo company by type and title (a functie, an opdrachtgever). */
export async function postId(db: Database, type: string, title: string): Promise<number> {
  const result = await db.execute(
    sql`select id from posts where type = ${type} and title = ${title} limit 1`,
  );
  const row = result.rows[0] as { id: number } | undefined;
  if (!row) throw new Error(`no ${type} "${title}"`);
  return row.id;
}

/** POST /wp/v2/assignments with the payload of SPEC §7 ("Create assignment"). */
export function createAssignmentAs(
  app: FastifyInstance,
  session: Session,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return call(app, session, {
    method: 'POST',
    url: ASSIGNMENTS,
    payload: {
      title: 'Opdracht',
      status: 'publish',
      author: session.id,
      fields: {
        status: 'not-started',
        startdatum: '2026-03-01',
        einddatum: '2026-12-31',
        ...fields,
      },
      ...extra,
    },
  });
}

/** PATCH /wp/v2/assignments/{id} with `fields`. */
export function patchAssignment(
  app: FastifyInstance,
  session: Session | undefined,
  id: number,
  fields: Record<string, unknown>,
) {
  return call(app, session, { method: 'PATCH', url: `${ASSIGNMENTS}/${id}`, payload: { fields } });
}

/** The history lines of an assignment, oldest first. */
export async function historyOf(db: Database, id: number) {
  const result = await db.execute(
    sql`select actor_id, action, changes from assignment_history
         where assignment_id = ${id} order by id`,
  );
  return result.rows as Array<{
    actor_id: number;
    action: string;
    changes: Record<string, unknown>;
  }>;
}
