import { monthStatusLabel } from '@portal/contract/rules';
import { formatDateTime } from '@/shared/format/date';
import type { HistoryEntry } from '../api/contract-types';

/** A history step's name: a status, or `withdrawn` for the owner's withdrawal (issue 25 item 6). */
const stepLabel = (to: string) => (to === 'withdrawn' ? 'Ingetrokken' : monthStatusLabel(to));

/** Who moved the month from which status to which, oldest first. */
export function HistoryList({ history }: { history: readonly HistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted">Nog geen geschiedenis.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {history.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="flex flex-wrap gap-x-2">
          <time dateTime={entry.at} className="text-muted">
            {formatDateTime(entry.at)}
          </time>
          <span className="text-ink">
            {entry.by.name}: {entry.from ? `${monthStatusLabel(entry.from)} → ` : ''}
            {stepLabel(entry.to)}
          </span>
        </li>
      ))}
    </ol>
  );
}
