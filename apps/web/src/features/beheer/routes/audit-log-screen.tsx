import { useId, useState } from 'react';
import { AUDIT_KINDS, type AuditKind } from '@portal/contract/endpoints/audit-log';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { DateField } from '@/shared/ui/date-field';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { useAuditLog, type AuditFilters } from '../api/audit-log';
import { usePeopleByIds, usePeopleSearch } from '../api/people';
import { AuditEntries } from '../components/audit-entries';

/**
 * Beheer > Auditlog (administrator only): who changed what of whom and when, as Dutch sentences;
 * filtered by who made the change and by whom it concerns (issue 25); read-only.
 */
export function AuditLogScreen() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>({ page: 1 });
  const log = useAuditLog(filters);
  const [personSearch, setPersonSearch] = useState('');
  const found = usePeopleSearch(undefined, useDebouncedValue(personSearch, 300), true);
  const chosenIds = [filters.actor, filters.subject].filter(
    (person): person is number => person !== undefined,
  );
  const chosen = usePeopleByIds(chosenIds, true);
  // The chosen people stay a choice whatever the search shows.
  const people = [
    ...(chosen.data ?? []).filter((person) => chosenIds.includes(person.id)),
    ...(found.data?.items ?? []).filter((person) => !chosenIds.includes(person.id)),
  ];
  const personSelect = (key: 'actor' | 'subject', label: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className={labelClasses}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={inputClasses}
        value={filters[key] ?? ''}
        onChange={(e) => change({ [key]: e.target.value ? Number(e.target.value) : undefined })}
      >
        <option value="">Iedereen</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
  const change = (next: Partial<AuditFilters>) => setFilters({ ...filters, ...next, page: 1 });

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-ink">Auditlog</h1>
      <Card className="space-y-4">
        {/* As many columns as fit "Berichten en documenten" in full (issue 25 item 16). */}
        <div className="grid gap-3 sm:grid-cols-[repeat(auto-fill,minmax(16.5rem,1fr))]">
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
          {personSelect('actor', 'Gedaan door')}
          {personSelect('subject', 'Betreft')}
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
            <DateField
              id={`${id}-from`}
              value={filters.from ?? ''}
              onChange={(from) => change({ from: from || undefined })}
            />
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-to`} className={labelClasses}>
              Tot en met
            </label>
            <DateField
              id={`${id}-to`}
              value={filters.to ?? ''}
              onChange={(to) => change({ to: to || undefined })}
            />
          </div>
        </div>
        <AuditEntries query={log} entries={log.data?.entries} names={log.data?.names} />
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
