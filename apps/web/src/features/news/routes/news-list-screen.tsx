import { useEffect, useRef } from 'react';
import { Button } from '@/shared/ui/button';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useNewsPages } from '../api/get-news-pages';
import { NewsCard, NewsCardSkeleton } from '../components/news-card';

const SKELETON_COUNT = 6;

const gridClasses = 'grid grid-cols-1 gap-4 md:grid-cols-2 2xl:grid-cols-3';

/** /portal/nieuws (SPEC §2 "News"): all published news, newest first, loaded a page at a time. */
export function NewsListScreen() {
  const news = useNewsPages();
  const pages = news.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  const list = useRef<HTMLUListElement>(null);
  // Index of the first card of a page being loaded: it gets focus once it is there, so
  // keyboard users continue where the new cards start instead of at the button below them.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || items.length <= index) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li a')[index]?.focus();
  }, [items.length]);

  function loadMore() {
    // The button stays enabled while loading so it keeps focus; a second press waits.
    if (news.isFetchingNextPage) return;
    focusFrom.current = items.length;
    void news.fetchNextPage();
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Laatste nieuws</h1>
      {news.isPending ? (
        <div role="status" className={gridClasses}>
          <span className="sr-only">Nieuws laden...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <NewsCardSkeleton key={index} />
          ))}
        </div>
      ) : items.length > 0 ? (
        <>
          <ul ref={list} className={gridClasses}>
            {items.map((item) => (
              <li key={item.id} className="flex">
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
          <div className="flex flex-col items-center gap-3">
            <p aria-live="polite" className="text-sm text-muted">
              {items.length} van {total} berichten
            </p>
            {news.isError ? (
              <RetryNotice query={news} onRetry={loadMore}>
                Meer nieuws kon niet worden geladen.
              </RetryNotice>
            ) : (
              news.hasNextPage && (
                <Button
                  variant="secondary"
                  aria-busy={news.isFetchingNextPage || undefined}
                  onClick={loadMore}
                >
                  {news.isFetchingNextPage ? 'Nieuws laden...' : 'Meer nieuws laden'}
                </Button>
              )
            )}
          </div>
        </>
      ) : news.isError ? (
        <RetryNotice query={news}>Het nieuws kon niet worden geladen.</RetryNotice>
      ) : (
        news.isSuccess && <p className="text-muted">Er is nog geen nieuws.</p>
      )}
    </div>
  );
}
