import { EVERYONE_REVIEWER_ROLES, REVIEWER_ROLES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';

/**
 * Who is told of an event, read in the transaction of the change that causes it (the modules
 * that cause notifications call these; docs/notifications.md, "Who gets what"). notify() still
 * leaves out the actor, deactivated accounts and anyone who may not see the subject.
 */

const ids = async (tx: Transaction, query: ReturnType<typeof sql>): Promise<number[]> =>
  (await tx.execute<{ id: number }>(query)).rows.map((row) => Number(row.id));

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/**
 * The reviewers of a person's months: their consultants who review declarations, or, when
 * they have none, every beheerder and administrator (who review everyone's). The owner never.
 */
export function reviewersOf(tx: Transaction, ownerId: number): Promise<number[]> {
  return ids(
    tx,
    sql`with consultants as (
          select u.id from user_owners o join users u on u.id = o.consultant_id
          where o.professional_id = ${ownerId} and u.id <> ${ownerId}
            and u.deactivated_at is null and u.roles && ${textArray(REVIEWER_ROLES)})
        select id from consultants
        union all
        select u.id from users u
        where not exists (select 1 from consultants) and u.id <> ${ownerId}
          and u.deactivated_at is null and u.roles && ${textArray(EVERYONE_REVIEWER_ROLES)}
        order by id`,
  );
}

/**
 * A professional's consultants (user_owners); with `roles`, only those holding one of them
 * (the ones who can open the screen the notification links to).
 */
export function consultantsOf(
  tx: Transaction,
  professionalId: number,
  roles?: readonly string[],
): Promise<number[]> {
  return ids(
    tx,
    sql`select o.consultant_id as id from user_owners o join users u on u.id = o.consultant_id
        where o.professional_id = ${professionalId}
          and (${roles === undefined}::boolean or u.roles && ${textArray(roles ?? [])})
        order by o.consultant_id`,
  );
}

/** The name a sentence uses for a person ("Femke Jansen"); '' for an account that is gone. */
export async function nameOf(tx: Transaction, userId: number): Promise<string> {
  const result = await tx.execute<{ name: string }>(
    sql`select display_name as name from users where id = ${userId}`,
  );
  return result.rows[0]?.name ?? '';
}
