import type { NewsItem } from '@portal/contract';
import { Link } from 'react-router';
import { formatLongDate } from '@/shared/format/date';
import { htmlToPlainText } from '@/shared/format/plain-text';
import { Skeleton } from '@/shared/ui/skeleton';
import { authorName, newsItemPath } from '../model';

const cardClasses =
  'flex w-full flex-col gap-3 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5';

/** One item of the list: title, date, a clamped excerpt, the author and "Lees meer". */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className={cardClasses}>
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-ink">{item.title.rendered}</h2>
        <p className="text-xs text-muted">
          <time dateTime={item.date}>{formatLongDate(item.date)}</time>
        </p>
      </div>
      {/* The excerpt as text: a clamp cuts lines, and only content is rendered as HTML. */}
      <p className="line-clamp-3 text-sm text-muted">
        {htmlToPlainText(item.excerpt.rendered).trim()}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
        <p className="text-ink">{authorName(item.author)}</p>
        <Link
          to={newsItemPath(item.id)}
          className="font-semibold text-accent underline hover:text-accent-strong"
        >
          Lees meer<span className="sr-only">: {item.title.rendered}</span>
        </Link>
      </div>
    </article>
  );
}

export function NewsCardSkeleton() {
  return (
    <div data-testid="news-card-skeleton" className={cardClasses}>
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-3 w-24" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-2/3" />
      <div className="flex justify-between pt-1">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
