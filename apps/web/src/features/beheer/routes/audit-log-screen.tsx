import { useId, useState } from 'react';
import { AUDIT_KINDS, type AuditKind } from '@portal/contract/endpoints/audit-log';
import { formatDateTime } from '@/shared/format/date';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { usePeopleByIds, usePeopleSearch } from '../api/people';
import { DataFrame, FrameCell, FrameRow } from '../components/data-frame';

const COLUMNS = ['Wanneer', 'Wie', 'Wat', 'Voor', 'Na'].map((label) => ({ label }));

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

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Auditlog</h1>
      <Card className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <div className="space-y-1">
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
          <div className="space-y-1">
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
          <div className="space-y-1">
            <label htmlFor={`${id}-kind`} className={labelClasses}>
              Soort
            </label>
            <select
              id={`${id}-kind`}
              className={inputClasses}
              value={filters.kind ?? ''}
              onChange={(e) =>
                change({ kind: (e.target.value || undefined) as AuditKind | undefined })
              }
            >
              <option value="">Alles</option>
              {Object.entries(AUDIT_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
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
          <div className="space-y-1">
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
        <DataFrame
          query={log}
          label="Auditlog"
          failure="Het auditlog kon niet worden geladen."
          caption="Wijzigingen, nieuwste eerst"
          columns={COLUMNS}
          stacked
          empty={log.data?.entries.length === 0 && 'Geen wijzigingen gevonden.'}
        >
          {log.data?.entries.map((entry) => (
            <FrameRow key={entry.id}>
              <FrameCell className="whitespace-nowrap">{formatDateTime(entry.at)}</FrameCell>
              <FrameCell label="Wie">{entry.actor?.name ?? 'Systeem'}</FrameCell>
              <FrameCell label="Wat">
                {entry.action} <span className="text-muted">#{entry.entity_id}</span>
              </FrameCell>
              <FrameCell label="Voor">
                <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                  {show(entry.before)}
                </pre>
              </FrameCell>
              <FrameCell label="Na">
                <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                  {show(entry.after)}
                </pre>
              </FrameCell>
            </FrameRow>
          ))}
        </DataFrame>
        {/* Paging only when there is another page to go to. */}
        {(filters.page > 1 || log.data?.has_more) && (
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
        )}
      </Card>
    </div>
  );
}
