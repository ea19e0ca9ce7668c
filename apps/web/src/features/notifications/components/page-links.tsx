import { Link } from 'react-router';
import { notificationsPath } from '../model';

const linkClasses =
  'inline-flex items-center rounded-md border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-surface';

/** "Vorige", "Pagina 2 van 5", "Volgende" as links, so each page has its own address. */
export function PageLinks({
  page,
  totalPages,
  unreadOnly,
}: {
  page: number;
  totalPages: number;
  unreadOnly: boolean;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagina's met meldingen" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={notificationsPath(page - 1, unreadOnly)} className={linkClasses}>
          Vorige
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        Pagina {Math.min(page, totalPages)} van {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={notificationsPath(page + 1, unreadOnly)} className={linkClasses}>
          Volgende
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
