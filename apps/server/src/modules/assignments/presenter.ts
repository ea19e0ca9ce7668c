import type { Assignment, AssignmentEvaluation } from '@portal/contract';
import type { AssignmentRow, EvaluationRow } from './assignment-rows.js';

function presentEvaluation(row: EvaluationRow): AssignmentEvaluation {
  return {
    kwartaal: row.quarter,
    user_ontwikkeling: row.ontwikkeling,
    user_opdracht: row.opdracht,
    user_meerwaarde: row.meerwaarde,
    updated_at: row.updated_at.toISOString(),
    updated_by:
      row.updated_by === null
        ? null
        : { ID: row.updated_by, display_name: row.updated_by_name ?? '' },
  };
}

/**
 * An assignment as SPEC §3 names its fields. `evaluations` (every quarter) and `pdfUrl` only
 * for one assignment; a list answers an empty `evaluaties` and no `pdf_url`.
 */
export function presentAssignment(
  row: AssignmentRow,
  extra: { evaluations?: EvaluationRow[]; pdfUrl?: string } = {},
): Assignment {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    modified: row.modified_at.toISOString(),
    status: 'publish',
    type: 'assignments',
    title: { rendered: row.title },
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    acf: {
      status: row.status,
      user:
        row.professional_id === null
          ? null
          : { ID: row.professional_id, display_name: row.professional_name ?? '' },
      functie: row.functie_id === null ? null : { id: row.functie_id },
      opdrachtgever: row.opdrachtgever_id === null ? null : { id: row.opdrachtgever_id },
      startdatum: row.start_date,
      einddatum: row.end_date,
      user_ontwikkeling: row.latest_ontwikkeling ?? '',
      user_opdracht: row.latest_opdracht ?? '',
      user_meerwaarde: row.latest_meerwaarde ?? '',
      kwartaal: row.latest_quarter,
      evaluaties: (extra.evaluations ?? []).map(presentEvaluation),
    },
    ...(extra.pdfUrl ? { pdf_url: extra.pdfUrl } : {}),
  };
}
