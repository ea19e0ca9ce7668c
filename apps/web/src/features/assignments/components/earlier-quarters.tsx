import type { AssignmentEvaluation } from '@portal/contract';
import { EVALUATION_FIELD_LABELS, EVALUATION_FIELDS, quarterLabel } from '@portal/contract/rules';
import { useId } from 'react';
import { formatDateTime } from '@/shared/format/date';
import { Card } from '@/shared/ui/card';

/**
 * The evaluations of the other quarters (issue 11: earlier quarters stay readable), newest
 * first, each folded open on demand. Plain text with its line breaks.
 */
export function EarlierQuarters({ evaluations }: { evaluations: readonly AssignmentEvaluation[] }) {
  const id = useId();
  if (evaluations.length === 0) return null;
  return (
    <Card aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Eerdere kwartalen
      </h2>
      <ul className="space-y-2">
        {evaluations.map((evaluation) => (
          <li key={evaluation.kwartaal}>
            <details className="group rounded-md border border-line">
              <summary className="cursor-pointer px-4 py-3 font-medium text-ink">
                {quarterLabel(evaluation.kwartaal)}
              </summary>
              <div className="space-y-4 border-t border-line px-4 py-3">
                <p className="text-sm text-muted">
                  Opgeslagen op {formatDateTime(evaluation.updated_at)}
                  {evaluation.updated_by && ` door ${evaluation.updated_by.display_name}`}
                </p>
                {EVALUATION_FIELDS.map((field) => (
                  <div key={field} className="space-y-1">
                    <h3 className="text-sm font-semibold text-ink">
                      {EVALUATION_FIELD_LABELS[field]}
                    </h3>
                    <p className="text-sm break-words whitespace-pre-wrap text-ink">
                      {evaluation[field] || <span className="text-muted">Niet ingevuld</span>}
                    </p>
                  </div>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
