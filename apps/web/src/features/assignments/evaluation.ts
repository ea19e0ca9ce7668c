import type { Assignment, AssignmentEvaluation } from '@portal/contract';
import {
  ASSIGNMENT_MESSAGES,
  EVALUATION_FIELDS,
  quarterLabel,
  type EvaluationField,
} from '@portal/contract/rules';
import type { AssignmentAccess } from './model';

export type EvaluationValues = Record<EvaluationField, string>;

/** The three texts of an assignment's acf (or of any object that has them). */
export const textsOf = (source: EvaluationValues): EvaluationValues =>
  Object.fromEntries(EVALUATION_FIELDS.map((field) => [field, source[field]])) as EvaluationValues;

export interface EvaluationView {
  /** The quarter the form shows ("2026-Q4"); null for a read-only assignment never evaluated. */
  quarter: string | null;
  /** "Evaluatie 4e kwartaal 2026", or "Evaluatie" when there is no quarter yet. */
  heading: string;
  values: EvaluationValues;
  /** Said above the fields: why they cannot change, or where their texts come from. */
  note: string | null;
  readOnly: boolean;
  /** The quarters shown below the form, newest first: every saved one but the form's own. */
  earlier: AssignmentEvaluation[];
}

/**
 * What the evaluation part of the detail shows. The form holds the latest saved texts (as the
 * assignment's three fields always did). Who may write writes the current quarter: in a quarter
 * not written yet the texts of the last one are the start, and saving keeps them under the new
 * quarter (the server's rule), while the last one stays readable below. Who may not write reads
 * the latest saved quarter.
 */
export function evaluationView(
  assignment: Assignment,
  access: AssignmentAccess,
  currentQuarter: string,
): EvaluationView {
  const { acf } = assignment;
  const readOnly = !access.canWrite;
  const quarter = readOnly ? acf.kwartaal : currentQuarter;
  let note: string | null = null;
  if (readOnly) {
    note =
      acf.status === 'completed'
        ? ASSIGNMENT_MESSAGES.completed
        : ASSIGNMENT_MESSAGES.evaluationNotYours;
  } else if (acf.kwartaal && acf.kwartaal !== currentQuarter) {
    note = `De teksten komen uit het ${quarterLabel(acf.kwartaal)}. Pas ze aan en sla ze op voor het ${quarterLabel(currentQuarter)}.`;
  }
  return {
    quarter,
    heading: quarter ? `Evaluatie ${quarterLabel(quarter)}` : 'Evaluatie',
    values: textsOf(acf),
    note,
    readOnly,
    earlier: acf.evaluaties.filter((evaluation) => evaluation.kwartaal !== quarter),
  };
}
