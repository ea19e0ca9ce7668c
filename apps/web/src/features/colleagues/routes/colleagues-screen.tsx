import { useId, useMemo } from 'react';
import { useQueryState } from '@/shared/routing/use-query-state';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useColleagues } from '../api/get-colleagues';
import { ColleagueGrid, ColleagueGridSkeleton } from '../components/colleague-grid';
import { FilterPanel } from '../components/filter-panel';
import {
  COLLEAGUE_SKELETONS,
  NO_FILTERS,
  hasFilters,
  readFilters,
  serverFilters,
  writeFilters,
} from '../model';
import { useLoadNearBottom } from '../use-load-near-bottom';

/**
 * /portal/collegas (SPEC §2 "Colleagues"): "Filter overzicht" beside (on a phone: above) the
 * "Wie is wie" cards, loaded 100 at a time as the page is scrolled.
 */
export function ColleaguesScreen() {
  const id = useId();
  const [filters, setFilters] = useQueryState(readFilters, writeFilters);
  // Every filter is the server's: the pages hold exactly the colleagues to show.
  const colleagues = useColleagues(serverFilters(filters));
  const pages = colleagues.data?.pages;

  const shown = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const pictures = useMemo(
    () =>
      Object.assign({}, ...(pages?.map((page) => page.pictures) ?? [])) as Record<number, string>,
    [pages],
  );
  const total = pages?.[0]?.total ?? 0;
  const done = colleagues.isSuccess && !colleagues.hasNextPage;

  useLoadNearBottom(
    () => {
      if (colleagues.hasNextPage && !colleagues.isFetching && !colleagues.isError) {
        void colleagues.fetchNextPage();
      }
    },
    { after: `${pages?.length ?? 0}:${shown.length}` },
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Collega&apos;s</h1>
      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <div className="lg:sticky lg:top-4">
          <FilterPanel filters={filters} onChange={setFilters} />
        </div>
        <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
              Wie is wie
            </h2>
            <p aria-live="polite" className="text-sm text-muted">
              {colleagues.isSuccess && `${shown.length} van ${total} collega's`}
            </p>
          </div>
          {colleagues.isPending ? (
            <ColleagueGridSkeleton count={COLLEAGUE_SKELETONS} />
          ) : shown.length > 0 ? (
            <ColleagueGrid colleagues={shown} pictures={pictures} />
          ) : colleagues.isError ? (
            <RetryNotice query={colleagues}>
              De collega&apos;s konden niet worden geladen.
            </RetryNotice>
          ) : (
            done && (
              <Card className="space-y-3 text-center">
                <p className="font-semibold text-ink">Geen collega&apos;s gevonden</p>
                <p className="text-muted">
                  {hasFilters(filters)
                    ? 'Niemand past bij deze filters. Kies een andere functie of opdrachtgever, of zoek op een andere naam.'
                    : "Er staan nog geen collega's in het overzicht."}
                </p>
                {hasFilters(filters) && (
                  <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                    Filters wissen
                  </Button>
                )}
              </Card>
            )
          )}
          {colleagues.isError && shown.length > 0 && (
            <RetryNotice query={colleagues} onRetry={() => void colleagues.fetchNextPage()}>
              Meer collega&apos;s konden niet worden geladen.
            </RetryNotice>
          )}
          {colleagues.isFetchingNextPage && !colleagues.isError && (
            <p role="status" className="text-center text-sm text-muted">
              Meer collega&apos;s laden...
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
