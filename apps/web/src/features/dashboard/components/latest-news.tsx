import { Link } from 'react-router';
import { formatLongDate } from '@/shared/format/date';
import { htmlToPlainText } from '@/shared/format/plain-text';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useLatestNews } from '../api/get-latest-news';

const SKELETON_COUNT = 5;

/** "Laatste nieuws": the 5 latest items and the way to all news. */
export function LatestNews() {
  const news = useLatestNews();
  const items = news.data ?? [];

  return (
    <Card aria-labelledby="laatste-nieuws-titel" className="flex flex-col gap-4">
      <h2 id="laatste-nieuws-titel" className="text-lg font-semibold text-ink">
        Laatste nieuws
      </h2>
      {news.isPending ? (
        <div role="status" className="space-y-4">
          <span className="sr-only">Nieuws laden...</span>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <div key={index} data-testid="news-skeleton" className="space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-24" />
              <Skeleton className="h-3 w-full" />
            </div>
          ))}
        </div>
      ) : news.isError ? (
        // Issue 25 item 10: "Nieuws laden..." no longer turns into an empty block.
        <RetryNotice query={news}>Het nieuws kon niet worden geladen.</RetryNotice>
      ) : items.length > 0 ? (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <article className="space-y-1">
                <h3 className="text-base font-semibold">
                  <Link
                    to={`/portal/nieuws/${item.id}`}
                    className="text-ink hover:text-accent hover:underline"
                  >
                    {item.title.rendered}
                  </Link>
                </h3>
                <p className="text-xs text-muted">
                  <time dateTime={item.date}>{formatLongDate(item.date)}</time>
                </p>
                <p className="line-clamp-2 text-sm text-muted">
                  {htmlToPlainText(item.excerpt.rendered).trim()}
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : (
        news.isSuccess && <p className="text-sm text-muted">Er is nog geen nieuws.</p>
      )}
      <div className="mt-auto pt-2">
        <Link to="/portal/nieuws" className={buttonClasses('secondary')}>
          Al het nieuws
        </Link>
      </div>
    </Card>
  );
}
