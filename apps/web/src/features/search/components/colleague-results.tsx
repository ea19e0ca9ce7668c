import type { Colleague } from '@portal/contract';
import { Link } from 'react-router';
import { ColleagueCard, colleagueName } from '@/shared/people/colleague-card';
import { directoryPathFor, type ColleaguePage } from '@/shared/people/colleague-directory';
import { Avatar } from '@/shared/ui/avatar';
import { Card } from '@/shared/ui/card';

/** The results page shows this many colleagues; the directory has them all. */
export const COLLEAGUE_RESULTS = 12;

const pictureOf = (colleague: Colleague, pictures: ColleaguePage['pictures']) =>
  colleague.acf.public_picture === null ? undefined : pictures[colleague.acf.public_picture];

/**
 * The "Collega's" group of the results page (issue 25 item 14): the directory's cards for the
 * colleagues the directory lists under the words, and a link to all of them there.
 */
export function ColleagueResults({ words, page }: { words: string; page: ColleaguePage }) {
  const shown = page.items.slice(0, COLLEAGUE_RESULTS);
  return (
    <Card>
      <section aria-labelledby="zoeken-collegas" className="space-y-4">
        <h2 id="zoeken-collegas" className="text-lg font-semibold text-ink">
          Collega&apos;s <span className="text-sm font-normal text-muted">({page.total})</span>
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          {shown.map((colleague) => (
            <ColleagueCard
              key={colleague.id}
              colleague={colleague}
              picture={pictureOf(colleague, page.pictures)}
            />
          ))}
        </div>
        {page.total > shown.length && (
          <Link
            to={directoryPathFor(words)}
            className="inline-block text-sm font-medium text-accent underline hover:text-accent-strong"
          >
            Alle {page.total} collega&apos;s in Wie is wie
          </Link>
        )}
      </section>
    </Card>
  );
}

/** A colleague in the top bar's suggestions: photo or initials, name and functie. */
export function ColleagueSuggestion({
  colleague,
  pictures,
}: {
  colleague: Colleague;
  pictures: ColleaguePage['pictures'];
}) {
  const name = colleagueName(colleague);
  return (
    <span className="flex items-center gap-3">
      <Avatar src={pictureOf(colleague, pictures)} name={name} className="size-8 text-xs" />
      <span className="min-w-0">
        <span className="block font-medium text-ink">{name}</span>
        <span className="block text-xs text-muted">
          {colleague.acf.functie?.post_title ?? 'Collega'}
        </span>
      </span>
    </span>
  );
}
