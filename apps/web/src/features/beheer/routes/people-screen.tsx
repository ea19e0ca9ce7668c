import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import {
  useFunctieOptions,
  useOpdrachtgeverOptions,
} from '@/shared/content/get-functies-opdrachtgevers';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useQueryState } from '@/shared/routing/use-query-state';
import { useConsultantOptions, usePeopleList, type PeopleParams } from '../api/people';
import { ListPaging } from '../components/list-paging';
import { PeopleTable } from '../components/people-table';
import { readPeopleParams, writePeopleParams } from '../model/people-params';
import { ROLE_OPTIONS } from '../model/person-form';
import { PEOPLE_PATH } from '../model/sections';

const SEARCH_DEBOUNCE_MS = 300;

/** A filter select; '' is "all". */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  all: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      >
        {all && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/**
 * Beheer "Mensen" (issue 13): everyone, with search, filters and paging on the server; the
 * filters live in the address, so a reload, a shared link and the way back keep them.
 */
export function PeopleScreen() {
  const [params, setParams] = useQueryState(readPeopleParams, writePeopleParams);
  const [search, setSearch] = useState(params.search);
  const list = usePeopleList(params);
  const functies = useFunctieOptions().data ?? [];
  const opdrachtgevers = useOpdrachtgeverOptions().data ?? [];
  const consultants = useConsultantOptions().data ?? [];
  const change = (next: Partial<PeopleParams>) => setParams({ ...params, ...next, page: 1 });

  // The list follows the search box once typing pauses.
  const words = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const settled = useRef(words);
  useEffect(() => {
    if (words === settled.current) return;
    settled.current = words;
    if (words !== params.search) setParams({ ...params, search: words, page: 1 });
  }, [words, params, setParams]);

  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 0;

  return (
    <Card className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">Mensen</h1>
        <Link to={`${PEOPLE_PATH}/nieuw`} className={buttonClasses('primary')}>
          Nieuwe persoon
        </Link>
      </header>

      <form
        role="search"
        aria-label="Filter mensen"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search });
        }}
      >
        <div className="space-y-1">
          <label htmlFor="mensen-zoek" className={labelClasses}>
            Zoek in de lijst
          </label>
          <input
            id="mensen-zoek"
            type="search"
            value={search}
            placeholder="Zoek op naam"
            onChange={(event) => setSearch(event.target.value)}
            className={inputClasses}
          />
        </div>
        <FilterSelect
          id="mensen-rol"
          label="Rol"
          value={params.role}
          onChange={(role) => change({ role })}
          all="Alle rollen"
          options={ROLE_OPTIONS}
        />
        <FilterSelect
          id="mensen-functie"
          label="Functie"
          value={String(params.functie ?? '')}
          onChange={(value) => change({ functie: idOrNull(value) })}
          all="Alle functies"
          options={functies.map((post) => ({ value: String(post.id), label: post.title.rendered }))}
        />
        <FilterSelect
          id="mensen-opdrachtgever"
          label="Opdrachtgever"
          value={String(params.opdrachtgever ?? '')}
          onChange={(value) => change({ opdrachtgever: idOrNull(value) })}
          all="Alle opdrachtgevers"
          options={opdrachtgevers.map((post) => ({
            value: String(post.id),
            label: post.title.rendered,
          }))}
        />
        <FilterSelect
          id="mensen-consultant"
          label="Consultant"
          value={String(params.consultant ?? '')}
          onChange={(value) => change({ consultant: idOrNull(value) })}
          all="Alle consultants"
          options={consultants.map((person) => ({ value: String(person.id), label: person.name }))}
        />
        <FilterSelect
          id="mensen-actief"
          label="Status"
          value={params.active}
          onChange={(active) => change({ active: active as PeopleParams['active'] })}
          all=""
          options={[
            { value: 'true', label: 'Actief' },
            { value: 'false', label: 'Gedeactiveerd' },
            { value: 'all', label: 'Iedereen' },
          ]}
        />
      </form>

      {list.isError ? (
        <RetryNotice query={list}>De lijst met mensen kon niet worden geladen.</RetryNotice>
      ) : list.data && list.data.items.length === 0 ? (
        <div className="rounded-md border border-dashed border-line px-4 py-10 text-center">
          <p className="font-medium text-ink">Niemand gevonden met deze filters.</p>
        </div>
      ) : (
        <PeopleTable people={list.data?.items} />
      )}

      <ListPaging
        page={params.page}
        totalPages={totalPages}
        total={total}
        noun={['persoon', 'mensen']}
        onPage={(page) => setParams({ ...params, page })}
      />
    </Card>
  );
}
