import { Link, useParams } from 'react-router';
import { NewsArticle } from '@/shared/content/news-article';
import { usePageTitle } from '@/shared/routing/page-title';
import { buttonClasses } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { isUnknownNewsItem, useNewsItem } from '../api/get-news-item';
import { NEWS_PATH, authorName, parseNewsId } from '../model';

const BACK_LABEL = 'Terug naar het nieuws';

function BackLink() {
  return (
    <Link
      to={NEWS_PATH}
      className="inline-flex items-center gap-1 text-sm font-medium text-accent underline hover:text-accent-strong"
    >
      <span aria-hidden="true">←</span> {BACK_LABEL}
    </Link>
  );
}

function UnknownNewsItem() {
  return (
    <Card className="space-y-4 text-center">
      <h1 className="text-2xl font-semibold text-ink">Dit nieuwsbericht bestaat niet (meer).</h1>
      <p className="text-muted">
        Misschien is het bericht verwijderd, of klopt de link niet. Alle berichten staan bij het
        nieuws.
      </p>
      <Link to={NEWS_PATH} className={buttonClasses('primary')}>
        {BACK_LABEL}
      </Link>
    </Card>
  );
}

function NewsItemSkeleton() {
  return (
    <Card role="status" className="space-y-4">
      <span className="sr-only">Nieuwsbericht laden...</span>
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-48" />
      <div className="space-y-2 pt-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}

function NewsItemView({ id }: { id: number }) {
  const item = useNewsItem(id);
  usePageTitle(item.data?.title.rendered);

  if (item.isError && isUnknownNewsItem(item.error)) return <UnknownNewsItem />;
  let body;
  if (item.isPending) body = <NewsItemSkeleton />;
  else if (item.isError) {
    body = (
      <>
        <h1 className="sr-only">Nieuwsbericht</h1>
        <RetryNotice query={item}>Het nieuwsbericht kon niet worden geladen.</RetryNotice>
      </>
    );
  } else {
    const news = item.data;
    body = (
      <Card>
        <NewsArticle
          title={news.title.rendered}
          author={authorName(news.author)}
          date={news.date}
          html={news.content.rendered}
        />
      </Card>
    );
  }
  return (
    <>
      <BackLink />
      {body}
    </>
  );
}

/** /portal/nieuws/{NieuwsItem} (SPEC §2 "News"): one item with its HTML content. */
export function NewsItemScreen() {
  const id = parseNewsId(useParams().nieuwsItem);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {id === null ? <UnknownNewsItem /> : <NewsItemView key={id} id={id} />}
    </div>
  );
}
