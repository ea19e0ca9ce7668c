import { useEffect, useId, useRef, useState } from 'react';
import { htmlToPlainText } from '@/shared/format/plain-text';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import {
  useFunctieOptions,
  useOpdrachtgeverOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { LOAD_MORE_DEBOUNCE_MS, NO_FILTERS, hasFilters, type ColleagueFilters } from '../model';

interface FilterPanelProps {
  filters: ColleagueFilters;
  onChange(filters: ColleagueFilters): void;
}

const optionalId = (value: string) => (value ? Number(value) : null);

/**
 * "Filter overzicht" (SPEC §2): functie, opdrachtgever and a name search. The search asks the
 * server once typing pauses.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const id = useId();
  const functies = useFunctieOptions();
  const opdrachtgevers = useOpdrachtgeverOptions();
  const [search, setSearch] = useState(filters.search);
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });

  // Another address (back button, "Filters wissen") brings its own search text.
  const [addressSearch, setAddressSearch] = useState(filters.search);
  if (addressSearch !== filters.search) {
    setAddressSearch(filters.search);
    setSearch(filters.search);
  }

  useEffect(() => {
    if (search === latest.current.filters.search) return;
    const timer = setTimeout(
      () => latest.current.onChange({ ...latest.current.filters, search }),
      LOAD_MORE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <Card role="search" aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Filter overzicht
      </h2>
      <div className="space-y-1">
        <label htmlFor={`${id}-search`} className={labelClasses}>
          Zoek op naam
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          autoComplete="off"
          placeholder="Bijvoorbeeld Jansen"
          onChange={(event) => setSearch(event.target.value)}
          className={inputClasses}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-functie`} className={labelClasses}>
          Filter op functie
        </label>
        <select
          id={`${id}-functie`}
          value={filters.functie ?? ''}
          onChange={(event) => onChange({ ...filters, functie: optionalId(event.target.value) })}
          className={inputClasses}
        >
          <option value="">Alle functies</option>
          {functies.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {htmlToPlainText(item.title.rendered)}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-opdrachtgever`} className={labelClasses}>
          Filter op opdrachtgever
        </label>
        <select
          id={`${id}-opdrachtgever`}
          value={filters.opdrachtgever ?? ''}
          onChange={(event) =>
            onChange({ ...filters, opdrachtgever: optionalId(event.target.value) })
          }
          className={inputClasses}
        >
          <option value="">Alle opdrachtgevers</option>
          {opdrachtgevers.data?.map((item) => (
            <option key={item.id} value={item.id}>
              {htmlToPlainText(item.title.rendered)}
            </option>
          ))}
        </select>
      </div>
      {hasFilters(filters) && (
        <Button variant="secondary" className="w-full" onClick={() => onChange(NO_FILTERS)}>
          Filters wissen
        </Button>
      )}
    </Card>
  );
}
