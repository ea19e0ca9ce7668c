import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { assignmentReminders } from '../../db/schema.js';
import { textParam } from '../../db/sql-params.js';

const recipientSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  voornaam: z.string(),
  display_name: z.string(),
  assignments: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type ReminderRecipient = z.output<typeof recipientSchema>;

export function createReminderRepository(db: Database) {
  return {
    /** Professionals with a running assignment who have no reminder for `quarter` yet. */
    async dueFor(quarter: string): Promise<ReminderRecipient[]> {
      return queryRows(
        db,
        'assignment_reminders_due',
        recipientSchema,
        sql`select u.id, u.email, u.voornaam, u.display_name,
                   json_agg(json_build_object('id', a.id, 'title', a.title) order by a.id)
                     as assignments
              from assignments a join users u on u.id = a.professional_id
             where a.status = 'in-progress'
               and not exists (select 1 from assignment_reminders r
                                where r.quarter = ${textParam(quarter)} and r.user_id = u.id)
             group by u.id
             order by u.id`,
      );
    },

    /**
     * Claims the reminder of `quarter` for a user inside the outbox mail's transaction: only
     * one instance inserts the row, and a rolled-back mail leaves it unclaimed.
     */
    claim(quarter: string, userId: number) {
      return async (tx: Transaction): Promise<boolean> => {
        const inserted = await tx
          .insert(assignmentReminders)
          .values({ quarter, userId })
          .onConflictDoNothing()
          .returning({ userId: assignmentReminders.userId });
        return inserted.length > 0;
      };
    },
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
