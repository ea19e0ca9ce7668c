import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryState } from '@/shared/routing/use-query-state';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { cx } from '@/shared/ui/class-names';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useCategoryList } from '../api/categories';
import { useContentList } from '../api/content-items';
import { ContentTable } from '../components/content-table';
import { ListPaging } from '../components/list-paging';
import { readListParams, writeListParams } from '../model/list-params';
import { sectionPath, type ContentSection } from '../model/sections';
import { EDITOR_STATUSES, STATUS_LABELS, type EditorStatus } from '../model/status';

/** Typing waits this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300;

/** One content type's items: search, status and category filters, sorting and paging. */
export function ContentListScreen({
  section,
  canWrite,
}: {
  section: ContentSection;
  canWrite: boolean;
}) {
  const [params, setParams] = useQueryState(readListParams, writeListParams);
  const [search, setSearch] = useState(params.search);
  const list = useContentList(section, params);
  const categories = useCategoryList(section.taxonomy);

  useEffect(() => {
    if (search === params.search) return;
    const timer = setTimeout(() => setParams({ ...params, search, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, params, setParams]);

  const total = list.data?.total ?? 0;
  const totalPages = list.data?.totalPages ?? 0;
  const filtered = params.search !== '' || params.status !== 'any' || params.categoryId !== null;

  return (
    <Card className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-ink">{section.label}</h1>
        {canWrite && (
          <Link to={`${sectionPath(section)}/nieuw`} className={buttonClasses('primary')}>
            {section.newLabel}
          </Link>
        )}
      </header>

      <form
        role="search"
        aria-label={`Filter ${section.label.toLowerCase()}`}
        className={cx(
          'grid gap-3',
          section.taxonomy
            ? 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]'
            : 'sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
        )}
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ ...params, search, page: 1 });
        }}
      >
        <div className="space-y-1">
          {/* Not "Zoeken": that is the portal's own search in the top bar. */}
          <label htmlFor="beheer-zoek" className={labelClasses}>
            Zoek in de lijst
          </label>
          <input
            id="beheer-zoek"
            type="search"
            value={search}
            placeholder="Zoek op titel of tekst"
            onChange={(event) => setSearch(event.target.value)}
            className={inputClasses}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="beheer-status" className={labelClasses}>
            Status
          </label>
          <select
            id="beheer-status"
            value={params.status}
            onChange={(event) =>
              setParams({ ...params, status: event.target.value as EditorStatus | 'any', page: 1 })
            }
            className={inputClasses}
          >
            <option value="any">Alle statussen</option>
            {EDITOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {section.taxonomy && (
          <div className="space-y-1">
            <label htmlFor="beheer-categorie" className={labelClasses}>
              Categorie
            </label>
            <select
              id="beheer-categorie"
              value={params.categoryId ?? ''}
              onChange={(event) =>
                setParams({
                  ...params,
                  categoryId: event.target.value ? Number(event.target.value) : null,
                  page: 1,
                })
              }
              className={inputClasses}
            >
              <option value="">Alle categorieën</option>
              {(categories.data ?? []).map((term) => (
                <option key={term.id} value={term.id}>
                  {term.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>

      {list.isError ? (
        <RetryNotice query={list}>De lijst kon niet worden geladen.</RetryNotice>
      ) : list.data && list.data.items.length === 0 ? (
        <div className="rounded-md border border-dashed border-line px-4 py-10 text-center">
          <p className="font-medium text-ink">
            {filtered ? 'Niets gevonden met deze filters.' : 'Hier staat nog niets.'}
          </p>
          {canWrite && !filtered && (
            <p className="mt-1 text-sm text-muted">Begin met de knop “{section.newLabel}”.</p>
          )}
        </div>
      ) : (
        <ContentTable
          section={section}
          items={list.data?.items}
          categories={categories.data ?? []}
          params={params}
          onSort={(orderby, order) => setParams({ ...params, orderby, order, page: 1 })}
        />
      )}

      <ListPaging
        page={params.page}
        totalPages={totalPages}
        total={total}
        noun={['item', 'items']}
        onPage={(page) => setParams({ ...params, page })}
      />
    </Card>
  );
}
