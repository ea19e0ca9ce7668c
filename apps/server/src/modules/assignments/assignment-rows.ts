import { sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The columns of one assignment as lists and the detail read them: the assignment, its
 * professional's and author's names, and its latest saved evaluation (the highest quarter).
 */
export const ASSIGNMENT_COLUMNS = sql`a.id, a.title, a.status,
  a.author_id, author.display_name as author_name,
  a.professional_id, pro.display_name as professional_name,
  a.functie_id, a.opdrachtgever_id,
  a.start_date::text as start_date, a.end_date::text as end_date,
  a.created_at, a.modified_at,
  latest.quarter as latest_quarter, latest.ontwikkeling as latest_ontwikkeling,
  latest.opdracht as latest_opdracht, latest.meerwaarde as latest_meerwaarde`;

export const ASSIGNMENT_JOINS = sql`left join users author on author.id = a.author_id
  left join users pro on pro.id = a.professional_id
  left join lateral (
    select e.quarter, e.ontwikkeling, e.opdracht, e.meerwaarde
      from assignment_evaluations e
     where e.assignment_id = a.id
     order by e.quarter desc
     limit 1) latest on true`;

export const assignmentRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  professional_id: z.number().int().nullable(),
  professional_name: z.string().nullable(),
  functie_id: z.number().int().nullable(),
  opdrachtgever_id: z.number().int().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_at: z.date(),
  modified_at: z.date(),
  latest_quarter: z.string().nullable(),
  latest_ontwikkeling: z.string().nullable(),
  latest_opdracht: z.string().nullable(),
  latest_meerwaarde: z.string().nullable(),
});
export type AssignmentRow = z.output<typeof assignmentRowSchema>;

export const evaluationRowSchema = z.object({
  quarter: z.string(),
  ontwikkeling: z.string(),
  opdracht: z.string(),
  meerwaarde: z.string(),
  updated_at: z.date(),
  updated_by: z.number().int().nullable(),
  updated_by_name: z.string().nullable(),
});
export type EvaluationRow = z.output<typeof evaluationRowSchema>;

/**
 * Who sees which assignment (docs/assignments.md): everyone with `all` (beheerder,
 * administrator); otherwise the viewer's own and those of the professionals they manage, when
 * their roles have assignments at all (`some`: seesAssignments, not an editor).
 */
export interface AssignmentScope {
  viewerId: number;
  all: boolean;
  some: boolean;
}
