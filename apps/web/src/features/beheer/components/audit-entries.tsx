import type { AuditEntry, AuditNames } from '@portal/contract/endpoints/audit-log';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format/date';
import { linkClasses } from '@/shared/ui/new-tab-link';
import { RetryNotice, type RetryQuery } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { auditChanges } from '../model/audit-changes';
import { auditSentence } from '../model/audit-sentence';

const LIST_NAME = 'Wijzigingen, nieuwste eerst';

/** One entry: when, the sentence with the thing linked, and what changed field by field. */
function AuditItem({ entry, names }: { entry: AuditEntry; names?: AuditNames }) {
  const changes = auditChanges(entry, names);
  return (
    <li className="space-y-1 border-b border-line py-3 last:border-0">
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      <p className="break-words">
        {auditSentence(entry).map((part, index) =>
          typeof part === 'string' ? (
            part
          ) : part.href ? (
            <Link key={index} to={part.href} className={linkClasses}>
              {part.text}
            </Link>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
        .
      </p>
      {changes.length > 0 && (
        <ul className="space-y-0.5 text-sm" aria-label="Gewijzigd">
          {changes.map((change) => (
            <li key={change.label} className="break-words">
              <span className="text-muted">{change.label}:</span>{' '}
              {change.from !== undefined && (
                <>
                  {change.from} <span aria-hidden="true">→</span>
                  {/* Read out instead of the arrow. */}
                  <span className="sr-only"> wordt</span>{' '}
                </>
              )}
              {change.to}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The audit log as a list of Dutch sentences (issue 25): a list, not a table, so an entry wraps
 * within the card at any width instead of scrolling sideways. Skeleton while loading, the
 * failure with its retry, or the empty text.
 */
export function AuditEntries({
  query,
  entries,
  names,
}: {
  query: RetryQuery & { isPending: boolean; isError: boolean };
  entries: readonly AuditEntry[] | undefined;
  /** The page's names of the things its changes refer to. */
  names?: AuditNames;
}) {
  if (query.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Auditlog laden...</span>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <RetryNotice query={query}>Het auditlog kon niet worden geladen.</RetryNotice>;
  }
  if (!entries?.length) return <p className="text-muted">Geen wijzigingen gevonden.</p>;
  return (
    <ol aria-label={LIST_NAME} className="min-w-0">
      {entries.map((entry) => (
        <AuditItem key={entry.id} entry={entry} names={names} />
      ))}
    </ol>
  );
}
