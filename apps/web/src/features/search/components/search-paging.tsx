import { Link } from 'react-router';
import { cx } from '@/shared/ui/class-names';
import { searchPath } from '../model';

const linkClasses =
  'inline-flex items-center rounded-md border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface';

/**
 * The results pages as links (`?q=…&pagina=n`): Vorige, the page numbers and Volgende. Links,
 * not buttons, so each page has an address that can be opened, shared and gone back to.
 */
export function SearchPaging({
  words,
  page,
  totalPages,
}: {
  words: string;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1).filter(
    (number) => number === 1 || number === totalPages || Math.abs(number - page) <= 2,
  );
  return (
    <nav aria-label="Pagina's met resultaten" className="flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link to={searchPath(words, page - 1)} aria-label="Vorige pagina" className={linkClasses}>
          Vorige
        </Link>
      )}
      <ul className="flex flex-wrap items-center gap-1">
        {pages.map((number, index) => (
          <li key={number} className="flex items-center gap-1">
            {index > 0 && number - pages[index - 1]! > 1 && (
              <span aria-hidden="true" className="px-1 text-muted">
                …
              </span>
            )}
            <Link
              to={searchPath(words, number)}
              aria-label={`Pagina ${number}`}
              aria-current={number === page ? 'page' : undefined}
              className={cx(
                linkClasses,
                number === page && 'border-accent bg-accent-soft text-accent-strong',
              )}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages && (
        <Link to={searchPath(words, page + 1)} aria-label="Volgende pagina" className={linkClasses}>
          Volgende
        </Link>
      )}
    </nav>
  );
}
