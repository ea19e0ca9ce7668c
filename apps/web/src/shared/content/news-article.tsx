import type { NewsItem } from '@portal/contract';
import { formatLongDate } from '@/shared/format/date';
import { RichText } from '@/shared/ui/rich-text';

/** "Marieke de Vries": first and last name, or else the display name. */
export function authorName(author: NewsItem['author']): string {
  const name = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return name || author.name;
}

/** A news item as its page shows it (also Beheer's preview). */
export function NewsArticle({
  title,
  author,
  date,
  html,
}: {
  title: string;
  author: string;
  date: string;
  html: string;
}) {
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-ink sm:text-3xl">{title}</h1>
        <p className="text-sm text-muted">
          {author} · <time dateTime={date}>{formatLongDate(date)}</time>
        </p>
      </header>
      <RichText html={html} className="text-ink" />
    </article>
  );
}
