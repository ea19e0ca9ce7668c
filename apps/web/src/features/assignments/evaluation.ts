import type { Assignment, AssignmentEvaluation } from '@portal/contract';
import {
  ASSIGNMENT_MESSAGES,
  EVALUATION_FIELDS,
  quarterLabel,
  type EvaluationField,
} from '@portal/contract/rules';
import type { AssignmentAccess } from './model';

export type EvaluationValues = Record<EvaluationField, string>;

const textsOf = (source: EvaluationValues): EvaluationValues =>
  Object.fromEntries(EVALUATION_FIELDS.map((field) => [field, source[field]])) as EvaluationValues;

const EMPTY: EvaluationValues = textsOf({
  user_ontwikkeling: '',
  user_opdracht: '',
  user_meerwaarde: '',
});

export interface EvaluationView {
  /** The quarter the form shows ("2026-Q4"); null for a read-only assignment never evaluated. */
  quarter: string | null;
  /** "Evaluatie 4e kwartaal 2026", or "Evaluatie" when there is no quarter yet. */
  heading: string;
  values: EvaluationValues;
  /** Why the texts cannot be changed; null when they can. */
  readOnlyReason: string | null;
  /** The quarters shown below the form, newest first: every saved one but the form's own. */
  earlier: AssignmentEvaluation[];
}

/**
 * What the evaluation part of the detail shows. Who may write writes the current quarter: its
 * saved texts, or empty fields in a quarter not written yet (last quarter's stay readable below,
 * and a save does not copy them forward unread). Who may not write reads the latest saved
 * quarter.
 */
export function evaluationView(
  assignment: Assignment,
  access: AssignmentAccess,
  currentQuarter: string,
): EvaluationView {
  const { acf } = assignment;
  let readOnlyReason: string | null = null;
  if (!access.canWrite) {
    readOnlyReason =
      acf.status === 'completed'
        ? ASSIGNMENT_MESSAGES.completed
        : ASSIGNMENT_MESSAGES.evaluationNotYours;
  }
  const quarter = readOnlyReason ? acf.kwartaal : currentQuarter;
  const values = quarter !== null && quarter === acf.kwartaal ? textsOf(acf) : EMPTY;
  return {
    quarter,
    heading: quarter ? `Evaluatie ${quarterLabel(quarter)}` : 'Evaluatie',
    values,
    readOnlyReason,
    earlier: acf.evaluaties.filter((evaluation) => evaluation.kwartaal !== quarter),
  };
}
