import { useId, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { formatDateTime } from '@/shared/format/date';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { Notice } from '@/shared/ui/notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { usePeopleByIds, usePeopleSearch } from '../api/people';

/** The kinds of change the portal records, in Dutch for the filter. */
export const AUDIT_KINDS: ReadonlyArray<[string, string]> = [
  ['post', 'Berichten en documenten'],
  ['term', 'Categorieën'],
  ['options', 'Instellingen'],
  ['declaration_month', 'Declaratiemaanden'],
  ['payroll_export', 'Salarisexports'],
  ['mood_checkin', 'Opvolging stemming'],
  ['user', 'Mensen'],
];

const show = (value: unknown) =>
  value === null || value === undefined ? '–' : JSON.stringify(value, null, 1);

/** Beheer > Auditlog (administrator only): who changed what and when; read-only. */
export function AuditLogScreen() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useAuditLog(filters);
  const [personSearch, setPersonSearch] = useState('');
  const found = usePeopleSearch(undefined, useDebouncedValue(personSearch, 300), true);
  const chosen = usePeopleByIds(filters.actor ? [filters.actor] : [], true);
  // The chosen person stays a choice whatever the search shows.
  const people = [
    ...(chosen.data ?? []).filter((person) => person.id === filters.actor),
    ...(found.data?.items ?? []).filter((person) => person.id !== filters.actor),
  ];
  const change = (next: Partial<AuditFilters>) => setFilters({ ...filters, ...next, page: 1 });

  let content;
  if (log.isPending) content = <Skeleton className="h-48" />;
  else if (log.isError) {
    content = (
      <Notice tone="error">
        {log.error instanceof ApiError && log.error.message
          ? log.error.message
          : 'Er is een fout opgetreden.'}
      </Notice>
    );
  } else if (log.data.entries.length === 0) {
    content = <p className="text-muted">Geen wijzigingen gevonden.</p>;
  } else {
    content = (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Wijzigingen, nieuwste eerst</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="px-2 py-2 font-semibold">
                Wanneer
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Wie
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Wat
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Voor
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Na
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-line align-top">
                <td className="px-2 py-2 whitespace-nowrap">{formatDateTime(entry.at)}</td>
                <td className="px-2 py-2">{entry.actor?.name ?? 'Systeem'}</td>
                <td className="px-2 py-2">
                  {entry.action} <span className="text-muted">#{entry.entity_id}</span>
                </td>
                <td className="px-2 py-2">
                  <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                    {show(entry.before)}
                  </pre>
                </td>
                <td className="px-2 py-2">
                  <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                    {show(entry.after)}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Auditlog</h1>
      <Card className="space-y-4">
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor={`${id}-actor-search`} className={labelClasses}>
              Zoek persoon
            </label>
            <input
              id={`${id}-actor-search`}
              type="search"
              className={inputClasses}
              value={personSearch}
              maxLength={200}
              onChange={(e) => setPersonSearch(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-actor`} className={labelClasses}>
              Persoon
            </label>
            <select
              id={`${id}-actor`}
              className={inputClasses}
              value={filters.actor ?? ''}
              onChange={(e) =>
                change({ actor: e.target.value ? Number(e.target.value) : undefined })
              }
            >
              <option value="">Iedereen</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-kind`} className={labelClasses}>
              Soort
            </label>
            <select
              id={`${id}-kind`}
              className={inputClasses}
              value={filters.kind ?? ''}
              onChange={(e) => change({ kind: e.target.value || undefined })}
            >
              <option value="">Alles</option>
              {AUDIT_KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className={labelClasses}>
              Van
            </label>
            <input
              id={`${id}-from`}
              type="date"
              className={inputClasses}
              value={filters.from ?? ''}
              onChange={(e) => change({ from: e.target.value || undefined })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClasses}>
              Tot en met
            </label>
            <input
              id={`${id}-to`}
              type="date"
              className={inputClasses}
              value={filters.to ?? ''}
              onChange={(e) => change({ to: e.target.value || undefined })}
            />
          </div>
        </div>
        {content}
        <nav aria-label="Pagina's" className="flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={filters.page === 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            Vorige
          </Button>
          <span className="text-sm">Pagina {filters.page}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!log.data?.has_more}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            Volgende
          </Button>
        </nav>
      </Card>
    </div>
  );
}
