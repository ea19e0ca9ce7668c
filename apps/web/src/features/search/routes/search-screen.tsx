import type { SearchResult } from '@portal/contract';
import { SEARCH_KIND_LABELS, SEARCH_MAX_LENGTH, SEARCH_SUBTYPES } from '@portal/contract/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { formatLongDate } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { Card } from '@/shared/ui/card';
import { inputClasses, labelClasses } from '@/shared/ui/field-classes';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { useColleagueNameSearch } from '@/shared/people/colleague-directory';
import { Skeleton } from '@/shared/ui/skeleton';
import { RESULTS_PER_PAGE, SEARCH_MIN_LENGTH, useSearchResults } from '../api/search';
import { ColleagueResults } from '../components/colleague-results';
import { SearchPaging } from '../components/search-paging';
import { SnippetText } from '../components/snippet-text';
import { pageOf, searchPath } from '../model';

function ResultsSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Zoekresultaten laden...</span>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} className="space-y-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      ))}
    </div>
  );
}

function ResultGroup({ kind, results }: { kind: SearchResult['kind']; results: SearchResult[] }) {
  const headingId = `zoeken-${kind}`;
  return (
    <Card>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {SEARCH_KIND_LABELS[kind]}{' '}
          <span className="text-sm font-normal text-muted">({results.length})</span>
        </h2>
        <ul className="divide-y divide-line">
          {results.map((result) => (
            <li key={result.id} className="space-y-1 py-3 first:pt-0 last:pb-0">
              <Link
                to={result.url}
                className="font-medium text-accent underline hover:text-accent-strong"
              >
                {result.title}
              </Link>
              {result.snippet && (
                <p className="text-sm text-ink">
                  <SnippetText html={result.snippet} />
                </p>
              )}
              <p className="text-xs text-muted">
                <time dateTime={result.date}>{formatLongDate(result.date)}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

function Results({ words, page }: { words: string; page: number }) {
  const search = useSearchResults(words, RESULTS_PER_PAGE, page);
  // Colleagues by name (issue 25 item 14), on the first page above the content.
  const colleagueSearch = useColleagueNameSearch(words, words.length >= SEARCH_MIN_LENGTH);
  const colleagues = page === 1 ? colleagueSearch.data?.pages[0] : undefined;
  const colleaguesShown = colleagues !== undefined && colleagues.items.length > 0;
  const summary = useRef<HTMLParagraphElement>(null);
  const shown = search.isSuccess && !search.isPlaceholderData;
  // Another page replaces the whole list: focus goes to its summary, which a screen reader
  // reads ("pagina 2 van 3"), instead of staying on a link that may be gone.
  const focusedPage = useRef(page);
  useEffect(() => {
    if (!shown || focusedPage.current === page) return;
    focusedPage.current = page;
    summary.current?.focus();
    summary.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown, page]);

  if (words.length < SEARCH_MIN_LENGTH) {
    return <p className="text-muted">Typ minstens twee letters om te zoeken.</p>;
  }
  if (search.isError) {
    if (isApiError(search.error, 'rest_post_invalid_page_number')) {
      return (
        <p className="text-ink">
          Deze pagina met resultaten bestaat niet.{' '}
          <Link to={searchPath(words)} className="text-accent underline">
            Naar de eerste pagina
          </Link>
        </p>
      );
    }
    return <RetryNotice query={search}>De zoekresultaten konden niet worden geladen.</RetryNotice>;
  }
  if (search.isPending || search.isPlaceholderData) return <ResultsSkeleton />;
  const { items, total, totalPages } = search.data;
  // The content's hits and, on the first page, the colleagues found.
  const found = total + (colleaguesShown ? colleagues.total : 0);
  if (items.length === 0 && !colleaguesShown) {
    if (page === 1 && colleagueSearch.isPending) return <ResultsSkeleton />;
    return <p className="text-ink">Geen resultaten voor &ldquo;{words}&rdquo;.</p>;
  }
  return (
    <div className="space-y-4">
      <p ref={summary} tabIndex={-1} role="status" className="text-sm text-muted outline-none">
        {found === 1 ? '1 resultaat' : `${found} resultaten`} voor &ldquo;{words}&rdquo;
        {totalPages > 1 ? `, pagina ${page} van ${totalPages}` : ''}
      </p>
      {colleaguesShown && <ColleagueResults words={words} page={colleagues} />}
      {SEARCH_SUBTYPES.map((kind) => {
        const results = items.filter((result) => result.kind === kind);
        return results.length ? <ResultGroup key={kind} kind={kind} results={results} /> : null;
      })}
      <SearchPaging words={words} page={page} totalPages={totalPages} />
    </div>
  );
}

/** /portal/zoeken?q=…&pagina=n (issue 12): the results of a search, grouped by kind, 50 a page. */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  // An address may carry more than the field takes; the search uses what the field would.
  const words = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  const page = pageOf(params.get('pagina'));
  const [text, setText] = useState(words);
  const [shownFor, setShownFor] = useState(words);
  // A new search from the top bar changes `q`: the field follows it.
  if (shownFor !== words) {
    setShownFor(words);
    setText(words);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) setParams({ q: text.trim() });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Zoeken</h1>
      <form
        role="search"
        aria-label="Zoekopdracht aanpassen"
        onSubmit={submit}
        className="flex items-end gap-2"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor="zoekwoorden" className={labelClasses}>
            Zoekwoorden
          </label>
          <input
            id="zoekwoorden"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={inputClasses}
          />
        </div>
        <Button type="submit">Zoeken</Button>
      </form>
      {words ? (
        <Results words={words} page={page} />
      ) : (
        <p className="text-muted">
          Zoek in het nieuws, de arbeidsvoorwaarden, hoe het werkt en de bibliotheek, ook in de
          tekst van bijgevoegde documenten.
        </p>
      )}
    </div>
  );
}
