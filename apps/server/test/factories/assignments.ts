import type { Database } from '../../src/db/client.js';
import { assignmentEvaluations, assignments } from '../../src/db/schema.js';
import { uniqueSuffix } from './sequence.js';

export interface AssignmentOptions {
  professionalId: number;
  authorId?: number | null;
  title?: string;
  status?: 'not-started' | 'in-progress' | 'completed';
  functieId?: number | null;
  opdrachtgeverId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  /** Saved evaluations per quarter ("2026-Q3"). */
  evaluations?: Array<{
    quarter: string;
    ontwikkeling?: string;
    opdracht?: string;
    meerwaarde?: string;
  }>;
}

/** An assignment written straight into the database (the API's rules are tested through it). */
export async function createAssignment(db: Database, options: AssignmentOptions) {
  const [row] = await db
    .insert(assignments)
    .values({
      title: options.title ?? `Opdracht ${uniqueSuffix()}`,
      authorId: options.authorId ?? null,
      professionalId: options.professionalId,
      status: options.status ?? 'not-started',
      functieId: options.functieId ?? null,
      opdrachtgeverId: options.opdrachtgeverId ?? null,
      startDate: options.startDate ?? '2026-01-01',
      endDate: options.endDate ?? '2026-12-31',
    })
    .returning({ id: assignments.id });
  const id = row!.id;
  for (const evaluation of options.evaluations ?? []) {
    await db.insert(assignmentEvaluations).values({
      assignmentId: id,
      quarter: evaluation.quarter,
      ontwikkeling: evaluation.ontwikkeling ?? '',
      opdracht: evaluation.opdracht ?? '',
      meerwaarde: evaluation.meerwaarde ?? '',
      updatedBy: options.professionalId,
    });
  }
  return { id };
}
